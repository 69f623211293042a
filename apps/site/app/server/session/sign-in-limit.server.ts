/**
 * Rate limit of the sign-in routes in the production server (server/serve.ts; issue 14): /login,
 * /auth/callback and /logout each start or finish a round trip to the identity provider, so a
 * client that asks for them in a loop is stopped here, before React Router, with a plain 429 and
 * Retry-After. One budget for the three paths, per client address (IPv6 by /56): in Redis when
 * REDIS_URL is set, shared by every instance, else in the process (issue 29;
 * scale-out/rate-limit-store.server.ts, the `store` argument). Read by Node directly (type
 * stripping): no TS-only syntax.
 *
 * Environment (see apps/site/CONFIGURATION.md):
 * - SIGN_IN_RATE_LIMIT: requests per minute and client on those paths (default 30; 0 turns it off).
 * - TRUSTED_PROXY_HOPS: how many proxies (CDN, load balancer) stand in front of the server and
 *   append to X-Forwarded-For (default 0: the socket's address is the client). Behind a load
 *   balancer without it, every customer would share the balancer's one budget.
 */
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import type { Request, RequestHandler } from 'express';
import { FORM_POST_LIMITED_HEADER } from '../scale-out/form-post-limit.ts';

export const SIGN_IN_PATHS = ['/login', '/auth/callback', '/logout'];
export const DEFAULT_SIGN_IN_RATE_LIMIT = 30;
export const SIGN_IN_LIMIT_WINDOW_MS = 60_000;
export const TOO_MANY_SIGN_INS = 'Too many sign-in requests from your address. Please wait a minute and try again.';

export interface SignInLimitSettings {
  /** Requests per window and client; 0 is no limit. */
  limit: number;
  trustedProxyHops: number;
}

function wholeNumber(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new Error(`Invalid environment for the site server:\n  - ${name}: must be a whole number from 0 to ${max}`);
  return value;
}

export function signInLimitSettings(source: Record<string, string | undefined>): SignInLimitSettings {
  return {
    limit: wholeNumber('SIGN_IN_RATE_LIMIT', source['SIGN_IN_RATE_LIMIT'], DEFAULT_SIGN_IN_RATE_LIMIT, 1_000_000),
    trustedProxyHops: wholeNumber('TRUSTED_PROXY_HOPS', source['TRUSTED_PROXY_HOPS'], 0, 10),
  };
}

/**
 * The client's address: the socket's, or with proxies in front the X-Forwarded-For entry the
 * nearest trusted proxy added (entries further left are whatever the client claimed).
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trustedProxyHops: number): string {
  if (trustedProxyHops > 0 && forwardedFor) {
    const entries = forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const entry = entries[entries.length - trustedProxyHops];
    if (entry) return entry;
  }
  return socketAddress ?? 'unknown';
}

export function isSignInPath(path: string): boolean {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return SIGN_IN_PATHS.includes(normalized.toLowerCase());
}

/** The middleware for serve.ts; null when the limit is off. */
export function signInRateLimit(settings: SignInLimitSettings, store?: Store): RequestHandler | null {
  return pathRateLimit(settings, (req) => isSignInPath(req.path), TOO_MANY_SIGN_INS, store);
}

/**
 * Multipass tokens (issue 15, spec shop §7; issue 23): the checkout's hand-off
 * (GET /api/shopify/multipass) and the order pages' token (GET /api/shopify/multipass-token) each
 * make a credential per request, so together they have a budget of their own, per client, on the
 * same terms as sign-in. MULTIPASS_RATE_LIMIT: requests per minute and client (default 30; 0 turns
 * it off).
 */
export const MULTIPASS_PATHS = ['/api/shopify/multipass', '/api/shopify/multipass-token'];
export const TOO_MANY_MULTIPASS = 'Too many checkout requests from your address. Please wait a minute and try again.';

export function isMultipassPath(path: string): boolean {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return MULTIPASS_PATHS.includes(normalized.toLowerCase());
}

export function multipassLimitSettings(source: Record<string, string | undefined>): SignInLimitSettings {
  return {
    limit: wholeNumber('MULTIPASS_RATE_LIMIT', source['MULTIPASS_RATE_LIMIT'], DEFAULT_SIGN_IN_RATE_LIMIT, 1_000_000),
    trustedProxyHops: wholeNumber('TRUSTED_PROXY_HOPS', source['TRUSTED_PROXY_HOPS'], 0, 10),
  };
}

export function multipassRateLimit(settings: SignInLimitSettings, store?: Store): RequestHandler | null {
  return pathRateLimit(settings, (req) => isMultipassPath(req.path), TOO_MANY_MULTIPASS, store);
}

function pathRateLimit(
  settings: SignInLimitSettings,
  counts: (req: Request) => boolean,
  message: string,
  store: Store | undefined,
): RequestHandler | null {
  if (settings.limit === 0) return null;
  return rateLimit({
    windowMs: SIGN_IN_LIMIT_WINDOW_MS,
    limit: settings.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // Undefined: express-rate-limit's MemoryStore. A shared store that fails counts in the process
    // itself (rate-limit-store.server.ts); should one ever throw, the request passes (fail open).
    ...(store ? { store, passOnStoreError: true } : {}),
    skip: (req: Request) => !counts(req),
    keyGenerator: (req: Request) =>
      ipKeyGenerator(clientAddress(req.socket.remoteAddress, req.get('x-forwarded-for'), settings.trustedProxyHops)),
    // The key is chosen above (X-Forwarded-For only with trusted proxies); Express's own trust proxy stays off.
    validate: { xForwardedForHeader: false, keyGeneratorIpFallback: false },
    handler: (_req, res) => {
      res.status(429).set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).send(message);
    },
  });
}

/**
 * Browser error reports (POST /api/client-errors, issue 29): a page in an error loop, or a client
 * that posts reports on purpose, must not flood the log. CLIENT_ERROR_RATE_LIMIT: reports per
 * minute and client (default 30; 0 turns it off); over it, a 429 and the report is dropped.
 */
export const CLIENT_ERROR_REPORT_PATH = '/api/client-errors';
export const TOO_MANY_CLIENT_ERRORS = 'Too many error reports from your address.';

export function clientErrorLimitSettings(source: Record<string, string | undefined>): SignInLimitSettings {
  return {
    limit: wholeNumber('CLIENT_ERROR_RATE_LIMIT', source['CLIENT_ERROR_RATE_LIMIT'], DEFAULT_SIGN_IN_RATE_LIMIT, 1_000_000),
    trustedProxyHops: wholeNumber('TRUSTED_PROXY_HOPS', source['TRUSTED_PROXY_HOPS'], 0, 10),
  };
}

export function clientErrorRateLimit(settings: SignInLimitSettings, store?: Store): RequestHandler | null {
  return pathRateLimit(
    settings,
    (req) => req.path.replace(/\/+$/, '').toLowerCase() === CLIENT_ERROR_REPORT_PATH,
    TOO_MANY_CLIENT_ERRORS,
    store,
  );
}

/**
 * Contact-form posts (issue 28's content-page action, issue 29): each forwards a multipart body,
 * files included, to the form builder. FORM_POST_RATE_LIMIT: posts per minute and client (default
 * 30; 0 turns it off). Over it the request is not refused here but marked
 * (FORM_POST_LIMITED_HEADER), so the page answers with the form's own "too many" message and keeps
 * what the visitor typed, as when the form builder itself answers 429; a plain 429 would replace
 * the page. A value a client sent under that name is dropped first.
 */
export function formPostLimitSettings(source: Record<string, string | undefined>): SignInLimitSettings {
  return {
    limit: wholeNumber('FORM_POST_RATE_LIMIT', source['FORM_POST_RATE_LIMIT'], DEFAULT_SIGN_IN_RATE_LIMIT, 1_000_000),
    trustedProxyHops: wholeNumber('TRUSTED_PROXY_HOPS', source['TRUSTED_PROXY_HOPS'], 0, 10),
  };
}

/** A form post: multipart to a page (not the API paths, whose own rules apply). */
export function isFormPost(req: Pick<Request, 'method' | 'path'> & { get(name: string): string | undefined }): boolean {
  return (
    req.method === 'POST' &&
    !/^\/(api|sitecore\/api)\//i.test(req.path) &&
    (req.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
  );
}

export function formPostRateLimit(settings: SignInLimitSettings, store?: Store): RequestHandler | null {
  if (settings.limit === 0) return null;
  const limiter = rateLimit({
    windowMs: SIGN_IN_LIMIT_WINDOW_MS,
    limit: settings.limit,
    standardHeaders: false,
    legacyHeaders: false,
    ...(store ? { store, passOnStoreError: true } : {}),
    skip: (req: Request) => !isFormPost(req),
    keyGenerator: (req: Request) =>
      ipKeyGenerator(clientAddress(req.socket.remoteAddress, req.get('x-forwarded-for'), settings.trustedProxyHops)),
    validate: { xForwardedForHeader: false, keyGeneratorIpFallback: false },
    handler: (req, _res, next) => {
      req.headers[FORM_POST_LIMITED_HEADER] = '1';
      next();
    },
  });
  return (req, res, next) => {
    delete req.headers[FORM_POST_LIMITED_HEADER];
    void limiter(req, res, next);
  };
}
