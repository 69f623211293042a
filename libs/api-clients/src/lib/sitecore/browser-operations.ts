import * as v from 'valibot';
import { CONTACT_DETAILS_QUERY, CONTACT_LIST_QUERY } from './contacts-query';
import { CUSTOMER_PROFILE_QUERY } from './profile-query';

/**
 * The content GraphQL operations the browser may send through the site's same-origin proxy
 * (/sitecore/api/graph/edge, issue 23). The proxy adds the site's API key, and that key reads every
 * published item, restricted pages included: so the proxy runs no query of the browser's own. A
 * request must name one of these operations and carry its document exactly as codegen typed it
 * (the browser sends the very string this module holds: same build, same text), with variables of
 * the shape the operation takes; everything else is refused before anything goes upstream. The
 * item variables must be Sitecore item ids (GUIDs), never paths, so a listed operation cannot be
 * pointed at `/members` either.
 *
 * A new browser-side content query joins this list in the same change (the unit test fails
 * otherwise: every document in ./generated that the browser sends must be listed).
 */
const ITEM_ID = v.pipe(v.string(), v.regex(/^\{?[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}\}?$/));
/** A customer's user name (their e-mail, optionally with the `extranet\\` domain). */
const USER_NAME = v.pipe(v.string(), v.minLength(3), v.maxLength(320));
const LANGUAGE = v.pipe(v.string(), v.regex(/^[a-z]{2}(?:-[A-Z]{2})?$/));

interface BrowserOperation {
  query: string;
  variables: v.GenericSchema<unknown, Record<string, unknown>>;
}

export const BROWSER_CONTENT_OPERATIONS: Readonly<Record<string, BrowserOperation>> = {
  ContactDetails: { query: CONTACT_DETAILS_QUERY.toString(), variables: v.strictObject({ id: ITEM_ID, language: LANGUAGE }) },
  ContactList: { query: CONTACT_LIST_QUERY.toString(), variables: v.strictObject({ folder: ITEM_ID, language: LANGUAGE }) },
  // The customer's own profile: the site's proxy also checks that id is the session's user name.
  CustomerProfile: { query: CUSTOMER_PROFILE_QUERY.toString(), variables: v.strictObject({ id: USER_NAME, language: LANGUAGE }) },
};

export interface AllowedContentRequest {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

/** The request to forward when a parsed body is one of the allowed operations; null otherwise. */
export function allowedContentRequest(body: unknown): AllowedContentRequest | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { operationName, query, variables, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof operationName !== 'string' || !Object.hasOwn(BROWSER_CONTENT_OPERATIONS, operationName))
    return null;
  const operation = BROWSER_CONTENT_OPERATIONS[operationName]!;
  if (query !== operation.query) return null;
  const checked = v.safeParse(operation.variables, variables ?? {});
  return checked.success ? { operationName, query: operation.query, variables: checked.output } : null;
}
