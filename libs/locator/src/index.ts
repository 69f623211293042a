export { mainContactPoint } from './lib/rules/main-contact-point';
