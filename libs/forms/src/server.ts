export { FORM_COMPONENT } from './lib/server/form-component';
export { formsOfRoute, handleFormPost, isFormFieldName, MAX_FORM_POST_BYTES, type FormPostResult } from './lib/server/form-post';
