import { SignJWT, errors, jwtVerify } from 'jose';

/**
 * Search tokens as Coveo's POST /rest/search/v2/token issues them: a JWT (HS256 here, signed with
 * the stand-in's secret) carrying userIds, filter, searchHub and exp. The filter is ANDed into
 * every query made with the token; its searchHub overrides the request's.
 */
export const DEFAULT_VALID_FOR_MS = 86_400_000;
export const MAX_VALID_FOR_MS = 86_400_000;
const ORGANIZATION = 'kestrellocal';

export interface TokenClaims {
  userIds: Array<{ name: string; provider: string; type: string }>;
  filter?: string;
  searchHub?: string;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; status: 401 | 419; body: Record<string, unknown> };

export class SearchTokens {
  readonly #secret: Uint8Array;

  constructor(secret: string) {
    this.#secret = new TextEncoder().encode(secret);
  }

  async issue(claims: TokenClaims, validForMs: number): Promise<string> {
    const now = Date.now();
    return new SignJWT({ v8: true, organization: ORGANIZATION, ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.ceil((now + validForMs) / 1000))
      .sign(this.#secret);
  }

  async verify(token: string): Promise<TokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.#secret, { algorithms: ['HS256'] });
      const userIds = Array.isArray(payload['userIds']) ? (payload['userIds'] as TokenClaims['userIds']) : [];
      const filter = typeof payload['filter'] === 'string' ? payload['filter'] : undefined;
      const searchHub = typeof payload['searchHub'] === 'string' ? payload['searchHub'] : undefined;
      return { ok: true, claims: { userIds, ...(filter ? { filter } : {}), ...(searchHub ? { searchHub } : {}) } };
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        return { ok: false, status: 419, body: { statusCode: 419, message: 'Expired token', type: 'ExpiredTokenException' } };
      }
      return { ok: false, status: 401, body: { statusCode: 401, message: 'Invalid token', type: 'InvalidTokenException' } };
    }
  }
}

/** Validates a token request body like Coveo's; a string is the error message. */
export function parseTokenRequest(body: unknown): { claims: TokenClaims; validFor: number } | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The request body must be a JSON object.';
  const { userIds, filter, validFor, searchHub } = body as Record<string, unknown>;
  if (!Array.isArray(userIds) || userIds.length === 0) return 'userIds must be a non-empty list of {name, provider, type}.';
  const ids: TokenClaims['userIds'] = [];
  for (const entry of userIds) {
    const { name, provider, type } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    if (typeof name !== 'string' || !name || name.length > 500) return 'Each userId needs a name.';
    ids.push({
      name,
      provider: typeof provider === 'string' ? provider : 'Email Security Provider',
      type: typeof type === 'string' ? type : 'User',
    });
  }
  if (filter !== undefined && (typeof filter !== 'string' || filter.length > 10_000)) return 'filter must be a query expression string.';
  if (searchHub !== undefined && (typeof searchHub !== 'string' || searchHub.length > 200)) return 'searchHub must be a string.';
  if (
    validFor !== undefined &&
    (typeof validFor !== 'number' || !Number.isInteger(validFor) || validFor < 1 || validFor > MAX_VALID_FOR_MS)
  ) {
    return `validFor must be a number of milliseconds from 1 to ${MAX_VALID_FOR_MS}.`;
  }
  return {
    claims: { userIds: ids, ...(filter ? { filter } : {}), ...(searchHub ? { searchHub } : {}) },
    validFor: (validFor as number | undefined) ?? DEFAULT_VALID_FOR_MS,
  };
}
