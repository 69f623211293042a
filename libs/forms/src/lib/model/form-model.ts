/**
 * The Sitecore Forms model (spec discovery §3 "Form field model", §2 "Dynamic form renderer"), as
 * the layout service sends it in a form rendering's fields and the form builder in `nextForm`.
 * The shape follows Sitecore JSS Forms (SitecoreForm, FormField, the view models); everything the
 * renderer does not need is optional, and every value is read defensively (parse-form.ts).
 */

/** An HTML input the form posts as it is (name and value chosen by the server). */
export interface HtmlFormField {
  id: string;
  name: string;
  value: string;
}

export interface ValidationDataModel {
  itemId: string;
  /** The validator's name, e.g. EmailValidator, FileSizeValidator. */
  name: string;
  /** The server-configured message ({0}, {1} … placeholders). */
  message: string;
}

export interface FormListItem {
  itemId: string;
  text?: string;
  value: string;
  selected: boolean;
}

/** One field's view model: the union of what every field type carries (§3). */
export interface FieldViewModel {
  itemId: string;
  name: string;
  fieldTypeItemId: string;
  title?: string;
  /** Section and text elements: the text shown. */
  text?: string;
  htmlTag?: string;
  cssClass?: string;
  labelCssClass?: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  placeholderText?: string;
  rows?: number;
  /** Number: numbers; date: ISO strings of which the first 10 characters count (§5). */
  min?: number | string;
  max?: number | string;
  step?: number;
  value?: string | boolean;
  items?: FormListItem[];
  showEmptyItem?: boolean;
  multipleSelection?: boolean;
  isMultiple?: boolean;
  /** Bytes per unit of maxFileSize: 1, 1024, 1048576 or 1073741824 (§9). */
  fileSizeUnit?: number;
  maxFileSize?: number;
  maxFileCount?: number;
  /** Comma-separated extensions (".pdf,.png") or content types. */
  allowedContentTypes?: string;
  isTrackingEnabled?: boolean;
  validationDataModels?: ValidationDataModel[];
}

export interface FormField {
  model: FieldViewModel;
  /** Inputs: the field's posted value (its name is what the form builder reads). */
  valueField?: HtmlFormField;
  indexField?: HtmlFormField;
  fieldIdField?: HtmlFormField;
  /** Buttons: the navigation inputs posted with the clicked button. */
  buttonField?: HtmlFormField;
  navigationButtonsField?: HtmlFormField;
  navigationStepField?: HtmlFormField;
  /** Sections: the fields inside. */
  fields?: FormField[];
}

export interface FormMetadata {
  itemId: string;
  isTrackingEnabled: boolean;
  cssClass?: string;
  /** The form's title (our content model's addition; shown as the form's heading when set). */
  title?: string;
}

export interface SitecoreForm {
  htmlPrefix: string;
  formItemId: HtmlFormField;
  formSessionId: HtmlFormField;
  pageItemId?: HtmlFormField;
  antiForgeryToken?: HtmlFormField;
  contextItemId?: string;
  metadata?: FormMetadata;
  fields: FormField[];
}

/** The form builder's answer (§4 "Form submission"). */
export interface FormResult {
  success: boolean;
  redirectUrl?: string;
  errors: string[];
  /** Field value names (valueField.name) → messages. */
  validationErrors: Record<string, string[]>;
  nextForm?: SitecoreForm;
}
