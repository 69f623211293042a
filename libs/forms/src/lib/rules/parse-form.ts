import * as v from 'valibot';
import { fieldKindOf } from '../model/field-types';
import type { FormField, FormResult, SitecoreForm } from '../model/form-model';

/**
 * Reading a form rendering's fields and the form builder's answers defensively: bad content never
 * breaks a page (a problem becomes one of the §8 texts), unknown extra properties are kept.
 */
const html = v.looseObject({ id: v.optional(v.string(), ''), name: v.string(), value: v.optional(v.string(), '') });
const numberish = v.optional(v.union([v.number(), v.string()]));

const viewModel = v.looseObject({
  itemId: v.string(),
  name: v.optional(v.string(), ''),
  fieldTypeItemId: v.string(),
  title: v.optional(v.string()),
  text: v.optional(v.string()),
  htmlTag: v.optional(v.string()),
  cssClass: v.optional(v.string()),
  labelCssClass: v.optional(v.string()),
  required: v.optional(v.boolean()),
  minLength: v.optional(v.number()),
  maxLength: v.optional(v.number()),
  placeholderText: v.optional(v.string()),
  rows: v.optional(v.number()),
  min: numberish,
  max: numberish,
  step: v.optional(v.number()),
  value: v.optional(v.union([v.string(), v.boolean()])),
  items: v.optional(
    v.array(
      v.looseObject({
        itemId: v.optional(v.string(), ''),
        text: v.optional(v.string()),
        value: v.string(),
        selected: v.optional(v.boolean(), false),
      }),
    ),
  ),
  showEmptyItem: v.optional(v.boolean()),
  multipleSelection: v.optional(v.boolean()),
  isMultiple: v.optional(v.boolean()),
  fileSizeUnit: v.optional(v.number()),
  maxFileSize: v.optional(v.number()),
  maxFileCount: v.optional(v.number()),
  allowedContentTypes: v.optional(v.string()),
  isTrackingEnabled: v.optional(v.boolean()),
  validationDataModels: v.optional(v.array(v.looseObject({ itemId: v.optional(v.string(), ''), name: v.string(), message: v.string() }))),
});

const formField: v.GenericSchema<FormField> = v.looseObject({
  model: viewModel,
  valueField: v.optional(html),
  indexField: v.optional(html),
  fieldIdField: v.optional(html),
  buttonField: v.optional(html),
  navigationButtonsField: v.optional(html),
  navigationStepField: v.optional(html),
  fields: v.optional(v.array(v.lazy(() => formField))),
}) as unknown as v.GenericSchema<FormField>;

const metadata = v.looseObject({
  itemId: v.string(),
  isTrackingEnabled: v.optional(v.boolean(), false),
  cssClass: v.optional(v.string()),
  title: v.optional(v.string()),
});

const sitecoreForm = v.looseObject({
  htmlPrefix: v.string(),
  formItemId: html,
  formSessionId: html,
  pageItemId: v.optional(html),
  antiForgeryToken: v.optional(html),
  contextItemId: v.optional(v.string()),
  metadata,
  fields: v.array(formField),
});

/** Why a form cannot render (§8 "Form" texts); the renderer shows the matching text. */
export type FormProblem = 'no-form-data' | 'no-metadata' | 'invalid' | 'no-submit-action';

export type ParsedForm = { ok: true; form: SitecoreForm } | { ok: false; problem: FormProblem };

function hasButton(fields: readonly FormField[]): boolean {
  return fields.some((field) => fieldKindOf(field.model.fieldTypeItemId) === 'button' || (field.fields ? hasButton(field.fields) : false));
}

/** A form rendering's fields (or a next form) → the form, or the problem. */
export function parseForm(fields: unknown): ParsedForm {
  if (typeof fields !== 'object' || fields === null || Object.keys(fields).length === 0) return { ok: false, problem: 'no-form-data' };
  const record = fields as Record<string, unknown>;
  if (typeof record['metadata'] !== 'object' || record['metadata'] === null) return { ok: false, problem: 'no-metadata' };
  const parsed = v.safeParse(sitecoreForm, fields);
  if (!parsed.success) return { ok: false, problem: 'invalid' };
  const form = parsed.output as SitecoreForm;
  // A form nobody can send (no button: the builder has no submit action to call).
  if (!hasButton(form.fields)) return { ok: false, problem: 'no-submit-action' };
  return { ok: true, form };
}

const formResult = v.looseObject({
  success: v.boolean(),
  redirectUrl: v.optional(v.nullable(v.string())),
  errors: v.optional(v.array(v.string()), []),
  validationErrors: v.optional(v.record(v.string(), v.array(v.string())), {}),
  nextForm: v.optional(v.nullable(v.unknown())),
});

/** The form builder's answer, or undefined when it is not one (the caller shows a general error). */
export function parseFormResult(body: unknown): FormResult | undefined {
  const parsed = v.safeParse(formResult, body);
  if (!parsed.success) return undefined;
  const { nextForm, redirectUrl, ...rest } = parsed.output;
  const next = nextForm ? parseForm(nextForm) : undefined;
  if (next && !next.ok) return undefined;
  return {
    ...rest,
    ...(redirectUrl ? { redirectUrl } : {}),
    ...(next?.ok ? { nextForm: next.form } : {}),
  };
}
