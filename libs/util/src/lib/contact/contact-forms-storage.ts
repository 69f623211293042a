/**
 * Where the contact forms state lives (one sessionStorage entry, contact-forms-state.ts), and the
 * one change the header makes to it. Kept apart from the state's rules and lenient parser: the
 * header is in every page's first load, the rules only on the pages that use them.
 */
export const CONTACT_FORMS_STORAGE_KEY = 'mbw:contact-forms';

/** The fields of a chosen contact point or person (what withoutStoredContact empties). */
export const STORED_CONTACT_FIELDS = [
  'contactPoint',
  'person',
  'currentInfoPointId',
  'currentInfoPointEmail',
  'isOptOut',
  'currentInfoSalesEmail',
  'currentInfoSalesPageId',
] as const;

/**
 * Spec discovery §2 (header top info links): a 'contact' link forgets the stored contact point and
 * person first. The fields are removed; the contact page's lenient reading gives them their empty
 * values. An entry that is not an object is dropped whole.
 */
export function forgetStoredContact(): void {
  try {
    const raw = window.sessionStorage.getItem(CONTACT_FORMS_STORAGE_KEY);
    if (raw === null) return;
    let value: unknown = null;
    try {
      value = JSON.parse(raw);
    } catch {
      // Malformed: dropped below.
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      window.sessionStorage.removeItem(CONTACT_FORMS_STORAGE_KEY);
      return;
    }
    const record = value as Record<string, unknown>;
    for (const field of STORED_CONTACT_FIELDS) delete record[field];
    window.sessionStorage.setItem(CONTACT_FORMS_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage unavailable (private mode): nothing is stored, so nothing to forget.
  }
}
