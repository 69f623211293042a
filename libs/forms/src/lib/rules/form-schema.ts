import * as v from 'valibot';
import type { FormField } from '../model/form-model';
import { allowedTypesOf, formatMessage, isAllowedType, maxBytesOf, SIZE_UNITS, sizeUnitOf, type FileLike } from './file-rules';
import { inputFields, maxFileCountOf, type InputField } from './form-fields';

/**
 * The texts of the rules that have no server-configured message (the renderer passes Lingui's;
 * tests pass plain ones). A field's validationDataModels message, when it has one for the rule,
 * wins: it is what the editor configured (§5 "server-configured message").
 */
export interface FormMessages {
  /** 'NEWSLETTER/FORM: {0} is required.' with the field title (§5). */
  required(title: string): string;
  email(title: string): string;
  phone(title: string): string;
  number(title: string): string;
  numberMin(title: string, min: number): string;
  numberMax(title: string, max: number): string;
  date(title: string): string;
  dateMin(title: string, min: string): string;
  dateMax(title: string, max: string): string;
  tooLong(title: string, maxLength: number): string;
  tooShort(title: string, minLength: number): string;
  /** {0} size, {1} unit. */
  fileSize(size: number, unit: string): string;
  /** {0} the allowed list. */
  fileType(allowed: string): string;
  /** {0} count, {1} title. */
  fileCount(count: number, title: string): string;
}

/** §5 e-mail: local part, @, domain, dot and a top-level domain of 2 to 17 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,17}$/;
/** Phone (§5 is silent): digits with an optional leading +, spaces, brackets, dots, slashes and dashes; 5 to 20 digits. */
export const PHONE_PATTERN = /^\+?[0-9 ()./-]+$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function titleOf(field: FormField): string {
  return field.model.title?.trim() || field.model.name;
}

function configured(field: FormField, validator: string): string | undefined {
  return field.model.validationDataModels?.find((model) => model.name.toLowerCase() === validator.toLowerCase())?.message;
}

/** Date fields use the first 10 characters of min, max and value (§5). */
export function dateBound(raw: number | string | undefined): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const day = raw.slice(0, 10);
  return DATE_PATTERN.test(day) ? day : undefined;
}

function numberBound(raw: number | string | undefined): number | undefined {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function textSchema(input: InputField, messages: FormMessages) {
  const { model } = input.field;
  const title = titleOf(input.field);
  const required = model.required === true;
  return v.pipe(
    v.optional(v.string(), ''),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const raw = dataset.value;
      const value = raw.trim();
      const issue = (message: string) => addIssue({ message });
      if (value === '') {
        if (required) issue(messages.required(title));
        return;
      }
      if (typeof model.maxLength === 'number' && model.maxLength > 0 && raw.length > model.maxLength)
        return issue(
          formatMessage(configured(input.field, 'StringLengthValidator') ?? messages.tooLong(title, model.maxLength), [
            title,
            model.minLength ?? 0,
            model.maxLength,
          ]),
        );
      if (typeof model.minLength === 'number' && model.minLength > 0 && value.length < model.minLength)
        return issue(
          formatMessage(configured(input.field, 'StringLengthValidator') ?? messages.tooShort(title, model.minLength), [
            title,
            model.minLength,
            model.maxLength ?? 0,
          ]),
        );
      if (input.kind === 'email' && !EMAIL_PATTERN.test(value))
        return issue(formatMessage(configured(input.field, 'EmailValidator') ?? messages.email(title), [title]));
      if (input.kind === 'telephone') {
        const digits = value.replace(/\D/g, '').length;
        if (!PHONE_PATTERN.test(value) || digits < 5 || digits > 20)
          return issue(formatMessage(configured(input.field, 'PhoneValidator') ?? messages.phone(title), [title]));
      }
      if (input.kind === 'number') {
        const number = Number(value.replace(',', '.'));
        if (!Number.isFinite(number)) return issue(messages.number(title));
        const min = numberBound(model.min);
        const max = numberBound(model.max);
        if (min !== undefined && number < min) return issue(messages.numberMin(title, min));
        if (max !== undefined && number > max) return issue(messages.numberMax(title, max));
      }
      if (input.kind === 'date') {
        const day = value.slice(0, 10);
        if (!DATE_PATTERN.test(day) || Number.isNaN(Date.parse(day))) return issue(messages.date(title));
        const min = dateBound(model.min);
        const max = dateBound(model.max);
        if (min && day < min) return issue(messages.dateMin(title, min));
        if (max && day > max) return issue(messages.dateMax(title, max));
      }
    }),
  );
}

const fileLike = v.looseObject({ name: v.string(), size: v.number(), type: v.string() });

function fileSchema(input: InputField, messages: FormMessages) {
  const { model } = input.field;
  const title = titleOf(input.field);
  const maxBytes = maxBytesOf(model.maxFileSize, model.fileSizeUnit);
  const unit = SIZE_UNITS[sizeUnitOf(model.fileSizeUnit)] ?? 'bytes';
  const allowed = allowedTypesOf(model.allowedContentTypes);
  const maxCount = maxFileCountOf(input.field);
  return v.pipe(
    v.optional(v.array(fileLike), []),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const files = dataset.value as FileLike[];
      const issue = (message: string) => addIssue({ message });
      if (files.length === 0) {
        if (model.required === true) issue(messages.required(title));
        return;
      }
      if (files.length > maxCount)
        return issue(
          formatMessage(configured(input.field, 'FileCountValidator') ?? messages.fileCount(maxCount, title), [maxCount, title]),
        );
      if (maxBytes !== undefined && files.some((file) => file.size > maxBytes))
        return issue(
          formatMessage(configured(input.field, 'FileSizeValidator') ?? messages.fileSize(model.maxFileSize ?? 0, unit), [
            model.maxFileSize ?? 0,
            unit,
          ]),
        );
      if (!files.every((file) => isAllowedType(file, allowed)))
        return issue(
          formatMessage(configured(input.field, 'FileTypeValidator') ?? messages.fileType(allowed.join(', ')), [allowed.join(', ')]),
        );
    }),
  );
}

/** Checkbox, checkbox list and radio fields are always valid (§5); lists and dropdowns follow `required`. */
function choiceSchema(input: InputField, messages: FormMessages) {
  const { model } = input.field;
  switch (input.kind) {
    case 'checkbox':
      return v.optional(v.boolean(), false);
    case 'checkboxList':
      return v.optional(v.array(v.string()), []);
    case 'radioButtonList':
      return v.optional(v.string(), '');
    case 'listBox':
      return v.pipe(
        v.optional(v.array(v.string()), []),
        v.check((values) => model.required !== true || values.length > 0, messages.required(titleOf(input.field))),
      );
    default:
      return v.pipe(
        v.optional(v.string(), ''),
        v.check((value) => model.required !== true || value.trim() !== '', messages.required(titleOf(input.field))),
      );
  }
}

/** One schema per form (ARCHITECTURE "Forms"), from its fields: the renderer's resolver and the tests use it alike. */
export function buildFormSchema(fields: readonly FormField[], messages: FormMessages) {
  const entries: Record<string, v.GenericSchema> = {};
  for (const input of inputFields(fields)) {
    switch (input.kind) {
      case 'fileUpload':
        entries[input.key] = fileSchema(input, messages);
        break;
      case 'checkbox':
      case 'checkboxList':
      case 'radioButtonList':
      case 'dropdownList':
      case 'listBox':
        entries[input.key] = choiceSchema(input, messages);
        break;
      case 'hidden':
        entries[input.key] = v.optional(v.string(), '');
        break;
      default:
        entries[input.key] = textSchema(input, messages);
    }
  }
  return v.looseObject(entries);
}
