import { SiteFooter, SiteHeader, type FooterFields, type HeaderFields } from '@mbw/chrome';
import { contentBlocks, type BlockProps, type ComponentMap } from '@mbw/content-blocks';

/**
 * Every component name the layout service may send, across features. Features never import each
 * other, so the site app is where header and footer (chrome) join the content blocks.
 */
export const componentMap: ComponentMap = {
  ...contentBlocks,
  Header: { component: ({ fields }: BlockProps<HeaderFields>) => <SiteHeader fields={fields} /> },
  Footer: { component: ({ fields }: BlockProps<FooterFields>) => <SiteFooter fields={fields} /> },
};
