/**
 * The account API's input rules (CONTRACT.md "Common rules"): bodies ≤ 64 KiB, strings ≤ 200
 * characters, lists ≤ 50 entries, parameters present and well-formed; anything else is a 400
 * `{"message", "errors"?}` before anything is stored. Handlers throw `Refusal` to answer early.
 */
import { LANGUAGES, type Language } from '../sitecore/seed/sites.ts';
import { json, type Reply } from '../http/types.ts';

export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_TEXT = 200;
export const MAX_LIST = 50;

/** An answer other than success, thrown from deep inside a handler. */
export class Refusal extends Error {
  readonly reply: Reply;
  constructor(status: number, body: Record<string, unknown>) {
    super(String(body['message'] ?? status));
    this.reply = json(status, body);
  }
}

export function badRequest(message: string, errors?: Record<string, string>): Refusal {
  return new Refusal(400, errors ? { message, errors } : { message });
}

/** The first place where a body breaks the size rules (a string over 200 characters, a list over 50), or null. */
export function oversize(value: unknown, where = 'body', depth = 0): string | null {
  if (depth > 8) return `${where} is nested too deeply`;
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${where} is longer than ${MAX_TEXT} characters` : null;
  if (Array.isArray(value)) {
    if (value.length > MAX_LIST) return `${where} has more than ${MAX_LIST} entries`;
    for (const [index, item] of value.entries()) {
      const found = oversize(item, `${where}[${index}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = oversize(item, `${where}.${key}`, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/** Query parameters, each at most 200 characters. */
export function checkQuery(url: URL): void {
  for (const [name, value] of url.searchParams)
    if (value.length > MAX_TEXT) throw badRequest(`${name} is longer than ${MAX_TEXT} characters`, { [name]: 'Too long' });
}

export function requiredQuery(url: URL, name: string): string {
  const value = url.searchParams.get(name);
  if (value === null || value.trim() === '') throw badRequest(`The query parameter ${name} is required`, { [name]: 'Required' });
  return value.trim();
}

/** en, de, fr, it; a regional tag (de-CH) counts as its language. */
export function languageQuery(url: URL, name: string, fallback?: Language): Language {
  const raw = url.searchParams.get(name);
  if ((raw === null || raw.trim() === '') && fallback) return fallback;
  const match = /^([a-z]{2})(?:[-_][a-z]{2})?$/i.exec(raw?.trim() ?? '');
  const language = match?.[1]?.toLowerCase();
  if (!language || !(LANGUAGES as readonly string[]).includes(language)) {
    throw badRequest(`${name} must be one of ${LANGUAGES.join(', ')}, got "${raw ?? ''}"`, { [name]: 'Unknown language' });
  }
  return language as Language;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The signed-in customer a request is answered for (identity_accounts). */
export interface AccountCustomer {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  /** What DELETE /delete-account answers (oidc/seed/customers.ts). */
  deletion: string;
}
