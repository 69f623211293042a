import { ownPageHeaders } from '@mbw/util';
import type { FormField, SitecoreForm } from '../model/form-model';

/** The site's same-origin route that forwards to the form builder's field-tracking register endpoint (spec discovery §7). */
export const FIELD_TRACKING_PATH = '/api/forms/field-tracking';

// Sitecore Forms' event ids, as the JSS form tracker sends them.
const FIELD_COMPLETED = '2ca692cb-bd11b2-4c9d-a3b5-917b3656c46a';
const FIELD_ERROR = 'ea27aca5-432f-424a-b000-26ba5f8ae60a';

let focused: { name: string; at: number; value: string } | undefined;

/** Focus entered a control: when, and its value then (a field is tracked when it was changed). */
export function noteFocus(target: EventTarget) {
  const element = target as Partial<HTMLInputElement>;
  if (typeof element.name !== 'string' || element.name === '') return;
  if (focused?.name === element.name) return;
  focused = { name: element.name, at: Date.now(), value: String(element.value ?? '') };
}

/**
 * Focus left a field: when the form and the field are tracked and the value changed, one
 * "field completed" event (and one "field error" event when it shows an error), fire and forget.
 */
export function trackField(form: SitecoreForm, field: FormField, value: unknown, error: string | undefined) {
  const name = field.valueField?.name;
  if (!name || !form.metadata?.isTrackingEnabled || !field.model.isTrackingEnabled) return;
  const start = focused?.name === name ? focused : undefined;
  focused = undefined;
  const now = Array.isArray(value) ? value.map(String).join(',') : String(value ?? '');
  if (start && start.value === now && !error) return;
  const event = (eventId: string) => ({
    formId: form.formItemId.value,
    sessionId: form.formSessionId.value,
    eventId,
    fieldId: field.model.itemId,
    fieldName: field.model.name,
    duration: start ? Math.round((Date.now() - start.at) / 1000) : 0,
  });
  const events = [...(error ? [event(FIELD_ERROR)] : []), event(FIELD_COMPLETED)];
  void fetch(FIELD_TRACKING_PATH, {
    method: 'POST',
    headers: { ...ownPageHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify(events),
    keepalive: true,
  }).catch(() => undefined);
}
