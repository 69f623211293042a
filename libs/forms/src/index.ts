export { formRenderings } from './lib/components/form-renderings';
