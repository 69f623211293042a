import { jsonResponse, proxyRequest } from '@mbw/api-clients';
import type { Credentials } from '@mbw/account/server';
import { privateAnswer } from './proxy-responses.server';

/**
 * The account API behind the site's same-origin /api/* proxy (issue 14; the wire contract is
 * libs/account/data-access/src/lib/api/CONTRACT.md). Only the contract's endpoints pass, each with its
 * one method (another method is 405). The customer's access token goes upstream as
 * `Authorization: Bearer …`, attached here from the encrypted session (refreshed first when it is
 * about to expire); nothing of the browser's own goes up but the path, the query, the body and the
 * accept/content-type headers (no cookie). Without a session, or with one the provider no longer
 * honours, the answer is 403 {"message":"Invalid session"} and upstream is not called: the
 * browser's account request then goes to /logout.
 */
export type AccountMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface AccountEndpoint {
  method: AccountMethod;
  /** Anyone may call it: no session needed, no token attached (the shared wishlist, read by its token). */
  public?: boolean;
  /** The path after /api/ as the browser sends it (not decoded). */
  pattern: RegExp;
  /** The upstream path for it (below ACCOUNT_API_URL). */
  upstream: (path: string) => string;
}

const same = (path: string) => `/api/${path}`;
const endpoint = (method: AccountMethod, path: string): AccountEndpoint => ({
  method,
  pattern: new RegExp(`^${path.replace(/\//g, '\\/')}$`),
  upstream: same,
});

/** Every account endpoint of the contract, with its method. */
export const ACCOUNT_ENDPOINTS: readonly AccountEndpoint[] = [
  endpoint('GET', 'Devices/getAllDevices'),
  endpoint('GET', 'Devices/getNoOfDevices'),
  endpoint('GET', 'Devices/deleteDevice'),
  endpoint('GET', 'Devices/updateInventoryNo'),
  endpoint('GET', 'Devices/checkDevice'),
  endpoint('POST', 'Devices/addDevices'),
  endpoint('GET', 'Devices/getAccountInfo'),
  endpoint('GET', 'Addresses/getAddresses'),
  endpoint('POST', 'Addresses/createAddress'),
  endpoint('PUT', 'Addresses/updateAddress'),
  // Address ids are opaque tokens of letters, digits, '-' and '_'; an encoded slash or dot is no id.
  { method: 'DELETE', pattern: /^Addresses\/deleteAddress\/[A-Za-z0-9_-]{1,64}$/, upstream: same },
  endpoint('GET', 'Countries/getCountries'),
  endpoint('GET', 'subscriptions/getsubscriptions'),
  endpoint('PUT', 'subscriptions/updatesubscriptions'),
  endpoint('GET', 'FavouriteContact/getFavouriteContact'),
  endpoint('GET', 'FavouriteContact/saveFavouriteContact'),
  endpoint('GET', 'FavouriteContact/deleteFavouriteContact'),
  endpoint('GET', 'Wishlist/getWishlists'),
  endpoint('POST', 'Wishlist/addWishlist'),
  endpoint('POST', 'Wishlist/editWishlist'),
  endpoint('POST', 'Wishlist/deleteWishlist'),
  endpoint('POST', 'Wishlist/addProductToWishlist'),
  endpoint('POST', 'Wishlist/deleteProductFromWishlist'),
  endpoint('POST', 'Wishlist/shareWishlist'),
  { ...endpoint('GET', 'Wishlist/getSharedWishlist'), public: true },
  // The one endpoint outside /api upstream (spec account §7: DELETE {api}/delete-account).
  { method: 'DELETE', pattern: /^delete-account$/, upstream: () => '/delete-account' },
];

/** Bodies the account API takes are small forms and lists (CONTRACT.md: at most 64 KiB). */
export const ACCOUNT_MAX_BODY_BYTES = 64 * 1024;

export type AccountMatch = { kind: 'endpoint'; endpoint: AccountEndpoint } | { kind: 'method-not-allowed'; allow: AccountMethod[] } | null;

/** The endpoint a method and path (after /api/, as sent) name; null when the path is no account endpoint. */
export function matchAccountEndpoint(method: string, path: string): AccountMatch {
  const matching = ACCOUNT_ENDPOINTS.filter((candidate) => candidate.pattern.test(path));
  if (matching.length === 0) return null;
  const found = matching.find((candidate) => candidate.method === method.toUpperCase());
  return found
    ? { kind: 'endpoint', endpoint: found }
    : { kind: 'method-not-allowed', allow: matching.map((candidate) => candidate.method) };
}

export const INVALID_SESSION = { message: 'Invalid session' } as const;

export interface AccountForwardOptions {
  /** ACCOUNT_API_URL (no trailing slash). */
  baseUrl: string;
  timeoutMs: number;
  /** The customer's access token (session.server.ts credentialsOf), asked only when the request gets that far. */
  credentials: () => Promise<Credentials & { setCookie?: string }>;
  fetch?: typeof fetch;
}

/** Forwards one account call (the endpoint already matched) with the customer's bearer token. */
export async function forwardAccount(
  request: Request,
  url: URL,
  path: string,
  endpoint: AccountEndpoint,
  options: AccountForwardOptions,
): Promise<Response> {
  // Refused before anything is decrypted or asked: a body the contract never takes.
  if (Number(request.headers.get('content-length') ?? '0') > ACCOUNT_MAX_BODY_BYTES)
    return privateAnswer(jsonResponse(413, { message: 'Request body too large' }));
  if (endpoint.public) {
    const target = new URL(`${options.baseUrl}${endpoint.upstream(path)}${url.search}`);
    const answer = await proxyRequest(request, target, {
      service: 'account',
      timeoutMs: options.timeoutMs,
      maxBodyBytes: ACCOUNT_MAX_BODY_BYTES,
      fetch: options.fetch,
    });
    return privateAnswer(answer);
  }
  const credentials = await options.credentials();
  if (credentials.kind === 'invalid') return privateAnswer(jsonResponse(403, INVALID_SESSION));
  if (credentials.kind === 'unavailable') return privateAnswer(jsonResponse(502, { error: 'identity is unavailable' }));
  const target = new URL(`${options.baseUrl}${endpoint.upstream(path)}${url.search}`);
  const upstream = await proxyRequest(request, target, {
    service: 'account',
    timeoutMs: options.timeoutMs,
    addHeaders: { authorization: `Bearer ${credentials.accessToken}` },
    maxBodyBytes: ACCOUNT_MAX_BODY_BYTES,
    // Spec account §8: the browser keeps the account API's own code (a device add's 500 is 'try
    // again later', and stays 500 in state); only the upstream's body is replaced.
    keepServerErrorStatus: true,
    fetch: options.fetch,
  });
  return privateAnswer(upstream, { setCookie: credentials.setCookie });
}

/**
 * Content GraphQL operations that read the signed-in customer's own data (CONTRACT.md "The
 * profile: content GraphQL"), by their stable operation names. The content system answers them
 * only on the customer's behalf, so the /sitecore/api/graph/edge proxy attaches the customer's
 * bearer token to these, as this module does for the account API, and to nothing else.
 */
export const CUSTOMER_GRAPHQL_OPERATIONS: readonly string[] = ['CustomerProfile'];

export type CustomerGraphqlDecision =
  { kind: 'public' } | { kind: 'customer'; headers: Record<string, string>; setCookie?: string } | { kind: 'refused'; response: Response };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the content GraphQL proxy does with one request body ({query, variables, operationName}):
 * an operation of the list goes only for a signed-in customer asking for their own user name
 * (variable id = the session's e-mail), with `Authorization: Bearer …` attached; without a session
 * 403 {"message":"Invalid session"} (the browser then signs out, spec account §6), another user
 * name 400, an unreachable provider 502. Every other operation is public content: no
 * credentials. Answers for a customer are private (`privateAnswer`).
 */
export async function customerGraphqlDecision(
  body: unknown,
  credentials: AccountForwardOptions['credentials'],
): Promise<CustomerGraphqlDecision> {
  const operationName = isRecord(body) && typeof body['operationName'] === 'string' ? body['operationName'] : '';
  if (!CUSTOMER_GRAPHQL_OPERATIONS.includes(operationName)) return { kind: 'public' };
  const found = await credentials();
  if (found.kind === 'invalid') return { kind: 'refused', response: privateAnswer(jsonResponse(403, INVALID_SESSION)) };
  if (found.kind === 'unavailable')
    return { kind: 'refused', response: privateAnswer(jsonResponse(502, { error: 'identity is unavailable' })) };
  const variables = isRecord(body) && isRecord(body['variables']) ? body['variables'] : {};
  const asked =
    typeof variables['id'] === 'string'
      ? variables['id']
          .replace(/^extranet\\/i, '')
          .trim()
          .toLowerCase()
      : '';
  if (asked === '' || asked !== found.session.email.trim().toLowerCase())
    return { kind: 'refused', response: privateAnswer(jsonResponse(400, { message: 'Not your profile' })) };
  return { kind: 'customer', headers: { authorization: `Bearer ${found.accessToken}` }, setCookie: found.setCookie };
}
