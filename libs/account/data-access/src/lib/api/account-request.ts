import * as v from 'valibot';
import { LOGOUT_PATH, ownPageHeaders } from '@mbw/util';
import { UpstreamError, fetchUpstream, readJson } from '@mbw/api-clients';

/**
 * The account API from the browser (spec account §7: every account endpoint is same-origin). The
 * site's proxy attaches the customer's credentials; this side only sends the path, query and body.
 * Wire contract: ./CONTRACT.md. One operation per file, named verb-noun (get-devices.ts, create-address.ts, …), builds on
 * `accountRequest`.
 */
export const ACCOUNT_SERVICE = 'account';

/** How long the browser waits for an account answer before it shows the call's error. */
const ACCOUNT_TIMEOUT_MS = 15_000;

export interface AccountRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Injected for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** What a 403 does; the browser goes to /logout (tests replace it). */
  onForbidden?: () => void;
  /** The page's origin (tests); the browser's location otherwise. */
  origin?: string;
  timeoutMs?: number;
}

function goToLogout(): void {
  globalThis.location?.assign(LOGOUT_PATH);
}

export function accountUrl(path: string, query: Record<string, string | undefined> = {}, origin = globalThis.location?.origin ?? ''): URL {
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value);
  return url;
}

/** Reads the answer as the schema says; text answers (getFavouriteContact) with `v.string()` and `as: 'text'`. */
async function readAnswer(response: Response, as: 'json' | 'text' | 'none'): Promise<unknown> {
  if (as === 'none') {
    await response.body?.cancel();
    return undefined;
  }
  if (as === 'text') return response.text();
  return readJson(response, ACCOUNT_SERVICE);
}

/**
 * One account call. A 403 sends the browser to /logout and rejects; any other non-2xx, a timeout
 * or a network failure rejects with UpstreamError (service 'account', the status kept so a screen
 * can map 404/409/418/419/500 to the spec's message); an answer of another shape is
 * 'invalid-response'.
 */
export async function accountRequest<TSchema extends v.GenericSchema>(
  path: string,
  schema: TSchema,
  options: AccountRequestOptions & { as?: 'json' | 'text' | 'none' } = {},
): Promise<v.InferOutput<TSchema>> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json', ...ownPageHeaders() };
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  const response = await fetchUpstream(accountUrl(path, options.query, options.origin), init, {
    service: ACCOUNT_SERVICE,
    timeoutMs: options.timeoutMs ?? ACCOUNT_TIMEOUT_MS,
    fetch: options.fetch,
    signal: options.signal,
  });
  if (response.status === 403) {
    await response.body?.cancel();
    (options.onForbidden ?? goToLogout)();
    throw new UpstreamError(ACCOUNT_SERVICE, 'http', `${method} ${path}: session ended`, 403);
  }
  if (!response.ok) {
    const body = await readJson(response, ACCOUNT_SERVICE).catch(() => undefined);
    throw new AccountCallError(method, path, response.status, body);
  }
  const parsed = v.safeParse(schema, await readAnswer(response, options.as ?? 'json'));
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue?.path?.map((item) => String(item.key)).join('.') ?? '';
    throw new UpstreamError(
      ACCOUNT_SERVICE,
      'invalid-response',
      `${method} ${path}: ${where ? `${where}: ` : ''}${issue?.message ?? 'unexpected answer'}`,
      response.status,
    );
  }
  return parsed.output;
}

/** A non-2xx answer other than 403, with its JSON body when it had one (409's requestLink, 400's field errors). */
export class AccountCallError extends UpstreamError {
  readonly body: unknown;
  constructor(method: string, path: string, status: number, body: unknown) {
    super(ACCOUNT_SERVICE, 'http', `${method} ${path}`, status);
    this.name = 'AccountCallError';
    this.body = body;
  }
}

/** The HTTP status an account call failed with; a timeout or network failure counts as 500 (spec account §4, delete-account). */
export function accountFailureStatus(error: unknown): number {
  return error instanceof UpstreamError && error.failure === 'http' && error.status !== undefined ? error.status : 500;
}

/** Query-key roots of the account operations: mutations invalidate through these. */
export const ACCOUNT_KEYS = {
  devices: 'account/devices',
  deviceCount: 'account/device-count',
  accountInfo: 'account/account-info',
  addresses: 'account/addresses',
  countries: 'account/countries',
  subscriptions: 'account/subscriptions',
  favouriteContact: 'account/favourite-contact',
  wishlists: 'account/wishlists',
  sharedWishlist: 'account/shared-wishlist',
} as const;
