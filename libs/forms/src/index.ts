import { lazyWithPreload } from '@mbw/ui';

export { formRenderings } from './lib/components/form-renderings';
export { ContactColumns, ContactOneColumn, twoColumnOnly } from './lib/components/contact-columns';
/** The contact pages' contact-info panel (issue 28): a chunk of its own; its data the content loader's (`loadContactInfo` in `./server`). */
export const ContactInfo = lazyWithPreload(() => import('./lib/contact-info/contact-info-panel').then((module) => module.ContactInfoPanel));
export type { ContactInfoData } from './lib/contact-info/contact-info-data';
