export type { FieldViewModel, FormField, FormResult, HtmlFormField, SitecoreForm } from './lib/model/form-model';
export { FIELD_TYPES, fieldKindOf, type FieldKind } from './lib/model/field-types';
export { buildFormSchema, EMAIL_PATTERN, type FormMessages } from './lib/rules/form-schema';
export { inputFields, initialValues, MAX_UPLOAD_INPUTS } from './lib/rules/form-fields';
export { allowedTypesOf, isAllowedType, maxBytesOf, sizeUnitOf, SIZE_UNITS, formatMessage, type FileLike } from './lib/rules/file-rules';
export { parseForm, parseFormResult, type FormProblem } from './lib/rules/parse-form';
export { ownRedirectTarget } from './lib/rules/redirect-origin';
export { outcomeOf, createSubmission, LOCK_AFTER_RESPONSE_MS, type SubmissionOutcome } from './lib/rules/submission-state';
