/** The confirmation overlay as a module of its own, so a screen can load it when it opens (lazy). */
export { ConfirmDialog as default } from '@mbw/ui';
