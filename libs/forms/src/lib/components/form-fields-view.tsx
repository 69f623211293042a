import { Trans, useLingui } from '@lingui/react/macro';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useLocation } from 'react-router';
import { buttonClassName } from '@mbw/ui';
import { readFormPrefill, subscribeFormPrefill } from '@mbw/util';
import { fieldKindOf, type FieldKind } from '../model/field-types';
import type { FormField } from '../model/form-model';
import { fieldKey, maxFileCountOf } from '../rules/form-fields';
import { allowedTypesOf, type FileLike } from '../rules/file-rules';
import { PRODUCT_FIELD, productFromSearch } from '../rules/page-prefill';
import { suffixId } from './dom-ids';
import styles from './form.module.css';

export interface FieldsContext {
  control: Control<Record<string, unknown>>;
  /** The message under a field: the rule's (as the visitor types) or the server's. */
  errorOf(key: string, name: string): string | undefined;
  /** The visitor changed a field: the server's message for it is gone. */
  onEdited(name: string): void;
  /** Focus left a field (field tracking). */
  onLeave(field: FormField, value: unknown, error: string | undefined): void;
  busy: boolean;
}

/** The element id of a field's (first) control; the error line's is derived from it. */
export function controlIdOf(field: FormField): string {
  return (field.valueField?.id || fieldKey(field)).replace(/[^A-Za-z0-9_-]/g, '_');
}

function idsOf(field: FormField) {
  const base = controlIdOf(field);
  return { control: base, error: suffixId(base, 'error'), hint: suffixId(base, 'hint') };
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  // Always present (empty when valid): a screen reader announces the text as it appears.
  return (
    <p id={id} className={styles.error} aria-live="polite">
      {message}
    </p>
  );
}

function Label({ field, htmlFor }: { field: FormField; htmlFor: string }) {
  return (
    <label className={styles.label} htmlFor={htmlFor}>
      {field.model.title}
      {field.model.required ? <RequiredMark /> : null}
    </label>
  );
}

/** The visible mark of a required field; assistive technology reads the control's `required` instead. */
function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      {' *'}
    </span>
  );
}

/** Values equal as the visitor sees them: strings, booleans, and lists (of strings or files) item by item. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => item === b[index]);
  return a === b;
}

/**
 * A hidden field posts its model's value, or what another feature on the page handed over for
 * fields of its name (@mbw/util form-prefill: the quote form's wishlist products, issue 28), or for
 * the `product` field the product of the link that opened the page.
 */
function HiddenField({ inputName, fieldName, value }: { inputName: string; fieldName: string; value: string }) {
  const prefill = useSyncExternalStore(
    subscribeFormPrefill,
    () => readFormPrefill(fieldName),
    () => undefined,
  );
  // The product of a quote or expert link, from the address: the server renders it too, so it posts without JavaScript.
  const { search } = useLocation();
  const fromPage = fieldName === PRODUCT_FIELD ? productFromSearch(search) : '';
  return <input type="hidden" name={inputName} value={prefill ?? (fromPage || value)} />;
}

type InputKind = Exclude<FieldKind, 'section' | 'text' | 'button'>;

/** One input field by kind (spec discovery §2 "Field types render by fieldTypeItemId"). */
function InputFieldView({ field, kind, context }: { field: FormField; kind: InputKind; context: FieldsContext }) {
  const key = fieldKey(field);
  const name = field.valueField?.name ?? key;
  const { field: control } = useController({ control: context.control, name: key });
  const ids = idsOf(field);
  const message = context.errorOf(key, name);
  const invalid = message !== undefined;
  const { model } = field;
  const described = { 'aria-describedby': ids.error, 'aria-invalid': invalid || undefined } as const;
  const change = (value: unknown) => {
    // A change event that changes nothing (focus alone can fire one) keeps the server's message.
    if (!sameValue(value, control.value)) context.onEdited(name);
    control.onChange(value);
  };
  const leave = () => {
    control.onBlur();
    context.onLeave(field, control.value, message);
  };
  const wrap = (children: ReactNode) => (
    <div className={[styles.field, model.cssClass ?? ''].join(' ').trim()} data-field-kind={kind}>
      {children}
      <FieldError id={ids.error} message={message} />
    </div>
  );
  const text = typeof control.value === 'string' ? control.value : '';
  const list = Array.isArray(control.value) ? (control.value as string[]) : [];
  const items = model.items ?? [];

  switch (kind) {
    case 'hidden':
      return <HiddenField inputName={name} fieldName={model.name} value={text} />;
    case 'multipleLineText':
      return wrap(
        <>
          <Label field={field} htmlFor={ids.control} />
          <textarea
            id={ids.control}
            className={styles.input}
            name={name}
            rows={model.rows ?? 4}
            maxLength={model.maxLength}
            placeholder={model.placeholderText}
            value={text}
            required={model.required}
            onChange={(event) => change(event.target.value)}
            onBlur={leave}
            {...described}
          />
        </>,
      );
    case 'checkbox':
      return wrap(
        <label className={styles.choice}>
          <input
            type="checkbox"
            name={name}
            value="true"
            checked={control.value === true}
            onChange={(event) => change(event.target.checked)}
            onBlur={leave}
            {...described}
          />
          <span>{model.title}</span>
        </label>,
      );
    case 'checkboxList':
    case 'radioButtonList':
      return wrap(
        <fieldset className={styles.group} {...described}>
          <legend className={styles.label}>{model.title}</legend>
          {items.map((item, index) => {
            const checked = kind === 'radioButtonList' ? text === item.value : list.includes(item.value);
            return (
              <label key={item.itemId || item.value} className={styles.choice}>
                <input
                  type={kind === 'radioButtonList' ? 'radio' : 'checkbox'}
                  name={name}
                  value={item.value}
                  checked={checked}
                  onChange={(event) =>
                    change(
                      kind === 'radioButtonList'
                        ? item.value
                        : event.target.checked
                          ? [...list, item.value]
                          : list.filter((value) => value !== item.value),
                    )
                  }
                  onBlur={leave}
                  id={index === 0 ? ids.control : undefined}
                />
                <span>{item.text ?? item.value}</span>
              </label>
            );
          })}
        </fieldset>,
      );
    case 'dropdownList':
    case 'listBox': {
      const multiple = kind === 'listBox' && model.multipleSelection === true;
      return wrap(
        <>
          <Label field={field} htmlFor={ids.control} />
          <select
            id={ids.control}
            className={styles.input}
            name={name}
            multiple={multiple}
            size={kind === 'listBox' ? (model.rows ?? Math.min(items.length, 5)) : undefined}
            value={multiple ? list : kind === 'listBox' ? (list[0] ?? '') : text}
            required={model.required}
            onChange={(event) =>
              change(
                multiple || kind === 'listBox'
                  ? Array.from(event.target.selectedOptions, (option) => option.value).filter(Boolean)
                  : event.target.value,
              )
            }
            onBlur={leave}
            {...described}
          >
            {kind === 'dropdownList' && model.showEmptyItem !== false ? <EmptyOption /> : null}
            {items.map((item) => (
              <option key={item.itemId || item.value} value={item.value}>
                {item.text ?? item.value}
              </option>
            ))}
          </select>
        </>,
      );
    }
    case 'fileUpload':
      return wrap(<FileInputs field={field} name={name} ids={ids} onFiles={change} onLeave={leave} invalid={invalid} />);
    default: {
      const type =
        kind === 'email' ? 'email' : kind === 'telephone' ? 'tel' : kind === 'number' ? 'number' : kind === 'date' ? 'date' : 'text';
      return wrap(
        <>
          <Label field={field} htmlFor={ids.control} />
          <input
            id={ids.control}
            className={styles.input}
            type={type}
            name={name}
            value={text}
            maxLength={model.maxLength}
            placeholder={model.placeholderText}
            required={model.required}
            // The browser's own pickers follow the model's bounds (§5: a date's first 10 characters).
            min={kind === 'date' ? String(model.min ?? '').slice(0, 10) || undefined : kind === 'number' ? model.min : undefined}
            max={kind === 'date' ? String(model.max ?? '').slice(0, 10) || undefined : kind === 'number' ? model.max : undefined}
            step={kind === 'number' ? (model.step ?? 'any') : undefined}
            autoComplete={kind === 'email' ? 'email' : kind === 'telephone' ? 'tel' : undefined}
            inputMode={kind === 'telephone' ? 'tel' : undefined}
            onChange={(event) => change(event.target.value)}
            onBlur={leave}
            {...described}
          />
        </>,
      );
    }
  }
}

function EmptyOption() {
  const { t } = useLingui();
  return <option value="">{t`Please choose`}</option>;
}

/**
 * File upload (§4 "File upload inputs are shown one at a time up to five"): one input; when it
 * holds a file the next appears, up to the field's count (at most five). Without JavaScript the
 * first input posts alone.
 */
function FileInputs(props: {
  field: FormField;
  name: string;
  ids: { control: string; error: string; hint: string };
  onFiles(files: FileLike[]): void;
  onLeave(): void;
  invalid: boolean;
}) {
  const { t } = useLingui();
  const { field, name, ids } = props;
  const max = maxFileCountOf(field);
  const title = field.model.title ?? '';
  const [chosen, setChosen] = useState<Array<File | undefined>>([]);
  const shown = Math.min(max, chosen.filter(Boolean).length + 1);
  const accept = allowedTypesOf(field.model.allowedContentTypes).join(',') || undefined;
  const choose = (index: number, file: File | undefined) => {
    const next = [...chosen];
    next[index] = file;
    setChosen(next);
    props.onFiles(next.filter((entry): entry is File => entry !== undefined));
  };
  return (
    <fieldset className={styles.group} aria-describedby={[ids.hint, ids.error].join(' ')}>
      <legend className={styles.label}>
        {field.model.title}
        {field.model.required ? <RequiredMark /> : null}
      </legend>
      <p id={ids.hint} className={styles.hint}>
        {accept ? <Trans>Accepted: {accept}.</Trans> : null} <Trans>Up to {max} files.</Trans>
      </p>
      {Array.from({ length: shown }, (_, index) => {
        const number = index + 1;
        return (
          <input
            key={index}
            id={index === 0 ? ids.control : suffixId(ids.control, String(index + 1))}
            className={styles.file}
            type="file"
            name={name}
            accept={accept}
            aria-label={t`${title}: file ${number} of ${max}`}
            required={index === 0 && field.model.required === true}
            aria-invalid={props.invalid || undefined}
            aria-describedby={ids.error}
            onChange={(event) => choose(index, event.target.files?.[0])}
            onBlur={props.onLeave}
          />
        );
      })}
    </fieldset>
  );
}

/** Every field of a form (or a section) in order. */
export function FieldsView({ fields, context }: { fields: readonly FormField[]; context: FieldsContext }) {
  const { t } = useLingui();
  return (
    <>
      {fields.map((field, index) => {
        const kind = fieldKindOf(field.model.fieldTypeItemId);
        const key = field.model.itemId || String(index);
        if (!kind) {
          const name = field.model.name || field.model.itemId;
          const type = field.model.fieldTypeItemId;
          // Spec discovery §8: an unknown field type is an error, named in place.
          return (
            <p key={key} className={styles.problem}>
              {t`${name}: No renderer for form element type ${type}`}
            </p>
          );
        }
        if (kind === 'section') {
          return (
            <fieldset key={key} className={styles.section}>
              <legend className={styles.sectionTitle}>{field.model.text || field.model.title}</legend>
              {field.fields ? <FieldsView fields={field.fields} context={context} /> : null}
            </fieldset>
          );
        }
        if (kind === 'text') {
          return (
            <p key={key} className={styles.text}>
              {field.model.text ?? field.model.title}
            </p>
          );
        }
        if (kind === 'button') {
          return (
            <div key={key} className={styles.actions}>
              {field.navigationStepField ? (
                <input type="hidden" name={field.navigationStepField.name} value={field.navigationStepField.value} />
              ) : null}
              <button
                type="submit"
                className={buttonClassName()}
                name={field.buttonField?.name}
                value={field.buttonField?.value}
                aria-disabled={context.busy || undefined}
              >
                {field.model.title}
              </button>
            </div>
          );
        }
        if (!field.valueField) return null;
        return <InputFieldView key={key} field={field} kind={kind} context={context} />;
      })}
    </>
  );
}
