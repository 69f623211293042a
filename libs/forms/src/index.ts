export { formRenderings } from './lib/components/form-renderings';
export { ContactColumns } from './lib/components/contact-columns';
