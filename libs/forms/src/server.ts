export { formsOfRoute, handleFormPost } from './lib/server/form-post';
