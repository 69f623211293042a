export { formsOfRoute, handleFormPost } from './lib/server/form-post';
export { isContactInfoRendering, loadContactInfo } from './lib/contact-info/contact-info-load';
