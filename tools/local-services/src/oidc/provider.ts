/**
 * The identity provider stand-in (issue 14): a certified OpenID Connect provider (oidc-provider 9)
 * mounted under /oidc of the stand-in's HTTP server, with discovery, authorization code + PKCE
 * (required), RP-initiated logout and its own small sign-in page. Accounts are the demo customers
 * (seed/customers.ts); signing keys, cookie keys and every session, grant and token live in the
 * SQLite file, so sign-ins survive a restart.
 *
 * The site's client may redirect to any loopback port (`application_type: native`, RFC 8252 §7.3):
 * dev servers, e2e and the quality gates run the brands on different ports.
 *
 * Tokens: an opaque access token (one hour; IDENTITY_ACCESS_TOKEN_TTL seconds when set, so tests can
 * see it expire) and a refresh token for the site's client, without `offline_access`: the refresh
 * token is bound to the provider session (`expiresWithSession`), so signing out at the provider, or
 * the session or grant being revoked, ends it with every access token of the grant. Refresh tokens
 * are not rotated: the site is a confidential client and may refresh from two requests at once
 * (a reused rotated token would revoke the whole grant).
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration, type JWK } from 'oidc-provider';
import { sqliteAdapter } from './sqlite-adapter.ts';
import { loginPage, logoutPage } from './pages.ts';

export const IDENTITY_SERVICE = 'identity';
export const IDENTITY_MOUNT = '/oidc';

/** The brand sites' client (the same for every brand: one customer account across the group). */
export const SITE_CLIENT = { id: 'kestrel-site', secret: 'local-site-client-secret' } as const;

/** What the site learns of a customer: the standard claims plus the account-area flags (spec account §3, §6). */
export interface CustomerClaims {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
  name: string;
  prelaunch_access: boolean;
  restricted_downloads: boolean;
}

interface AccountRow {
  id: string;
  email: string;
  password_hash: string;
  given_name: string;
  family_name: string;
  pre_launch_access: number;
  restricted_downloads: number;
}

function stored(db: DatabaseSync, name: string, create: () => Promise<string>): Promise<string> {
  const row = db.prepare('SELECT value FROM identity_keys WHERE name = ?').get(name) as { value: string } | undefined;
  if (row) return Promise.resolve(row.value);
  return create().then((value) => {
    db.prepare('INSERT OR IGNORE INTO identity_keys (name, value) VALUES (?, ?)').run(name, value);
    return (db.prepare('SELECT value FROM identity_keys WHERE name = ?').get(name) as { value: string }).value;
  });
}

/** Access-token lifetime in seconds: one hour, or IDENTITY_ACCESS_TOKEN_TTL (10 to 86 400) for tests of expiry. */
export function accessTokenTtl(source: Record<string, string | undefined> = process.env): number {
  const configured = Number(source['IDENTITY_ACCESS_TOKEN_TTL']);
  return Number.isInteger(configured) && configured >= 10 && configured <= 86_400 ? configured : 3600;
}

function passwordMatches(password: string, hash: string): boolean {
  const [salt, expected] = hash.split(':');
  if (!salt || !expected) return false;
  const actual = scryptSync(password, Buffer.from(salt, 'hex'), 32);
  const wanted = Buffer.from(expected, 'hex');
  return wanted.length === actual.length && timingSafeEqual(actual, wanted);
}

async function readForm(req: IncomingMessage, limit = 16 * 1024): Promise<URLSearchParams | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(html);
}

export interface Identity {
  /** Answers a request below IDENTITY_MOUNT. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

/** The provider for an issuer (http://host:port/oidc); built on first use, once per issuer. */
export function createIdentity(db: DatabaseSync): (issuer: string) => Promise<Identity> {
  const Adapter = sqliteAdapter(db);
  const byEmail = db.prepare('SELECT * FROM identity_accounts WHERE email = ?');
  const byId = db.prepare('SELECT * FROM identity_accounts WHERE id = ?');
  const built = new Map<string, Promise<Identity>>();

  const claimsOf = (row: AccountRow): CustomerClaims => ({
    sub: row.id,
    email: row.email,
    given_name: row.given_name,
    family_name: row.family_name,
    name: `${row.given_name} ${row.family_name}`,
    prelaunch_access: row.pre_launch_access === 1,
    restricted_downloads: row.restricted_downloads === 1,
  });

  async function build(issuer: string): Promise<Identity> {
    const jwk = JSON.parse(
      await stored(db, 'signing-key', async () => {
        const { privateKey } = await generateKeyPair('RS256', { extractable: true });
        return JSON.stringify({ ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' });
      }),
    ) as JWK;
    const cookieKey = await stored(db, 'cookie-key', async () => randomBytes(32).toString('hex'));

    const configuration: Configuration = {
      adapter: Adapter,
      clients: [
        {
          client_id: SITE_CLIENT.id,
          client_secret: SITE_CLIENT.secret,
          application_type: 'native',
          redirect_uris: ['http://127.0.0.1/auth/callback', 'http://localhost/auth/callback'],
          post_logout_redirect_uris: ['http://127.0.0.1/', 'http://localhost/'],
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      pkce: { required: () => true },
      // Online refresh tokens for the site (no offline_access: they end with the provider session).
      issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
      rotateRefreshToken: false,
      // The site reads the customer from the ID token alone (no userinfo call on every sign-in).
      conformIdTokenClaims: false,
      scopes: ['openid', 'profile', 'email'],
      claims: {
        openid: ['sub'],
        email: ['email'],
        profile: ['given_name', 'family_name', 'name', 'prelaunch_access', 'restricted_downloads'],
      },
      findAccount: (_ctx, sub) => {
        const row = byId.get(sub) as AccountRow | undefined;
        if (!row) return undefined;
        return { accountId: sub, claims: () => claimsOf(row) as unknown as { sub: string } };
      },
      features: {
        devInteractions: { enabled: false },
        // RFC 7009 at /oidc/token/revocation: revoking a refresh token ends its whole grant (tests of an invalidated session).
        revocation: { enabled: true },
        rpInitiatedLogout: {
          enabled: true,
          logoutSource: (ctx, form) => {
            ctx.type = 'html';
            ctx.body = logoutPage(form);
          },
          postLogoutSuccessSource: (ctx) => {
            ctx.type = 'html';
            ctx.body = logoutPage(null);
          },
        },
      },
      interactions: { url: (_ctx, interaction) => `${IDENTITY_MOUNT}/interaction/${interaction.uid}` },
      cookies: { keys: [cookieKey] },
      jwks: { keys: [jwk] },
      ttl: {
        AccessToken: accessTokenTtl(),
        IdToken: 3600,
        RefreshToken: 24 * 3600,
        AuthorizationCode: 60,
        Interaction: 900,
        Session: 14 * 24 * 3600,
        Grant: 14 * 24 * 3600,
      },
      renderError: (ctx, out) => {
        ctx.type = 'html';
        ctx.body = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Sign-in error</title><main><h1>Sign-in error</h1><p>${String(out['error_description'] ?? out['error'] ?? 'error').replace(/[<>&"]/g, '')}</p></main></html>`;
      },
    };
    const provider = new Provider(issuer, configuration);
    const callback = provider.callback();

    async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined): Promise<void> {
      let details: Awaited<ReturnType<Provider['interactionDetails']>>;
      try {
        details = await provider.interactionDetails(req, res);
      } catch {
        sendHtml(
          res,
          400,
          loginPage({ uid, error: 'This sign-in link has expired. Go back to the site and sign in again.', expired: true }),
        );
        return;
      }
      if (details.uid !== uid) {
        sendHtml(
          res,
          400,
          loginPage({ uid, error: 'This sign-in link has expired. Go back to the site and sign in again.', expired: true }),
        );
        return;
      }
      if (req.method === 'GET' && !action && details.prompt.name === 'consent') {
        // The brand sites are first-party: what they ask for is granted without a consent screen.
        const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
        const grant =
          (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
          new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params['client_id']) });
        if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
        if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
        const grantId = await grant.save();
        await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
        return;
      }
      if (req.method === 'GET' && !action) {
        sendHtml(res, 200, loginPage({ uid }));
        return;
      }
      if (req.method === 'POST' && action === 'login') {
        const form = await readForm(req);
        const email = form?.get('email')?.trim() ?? '';
        const password = form?.get('password') ?? '';
        const row = email ? (byEmail.get(email) as AccountRow | undefined) : undefined;
        if (!row || !passwordMatches(password, row.password_hash)) {
          sendHtml(res, 401, loginPage({ uid, email, error: 'The e-mail address or the password is not right.' }));
          return;
        }
        await provider.interactionFinished(req, res, { login: { accountId: row.id } }, { mergeWithLastSubmission: false });
        return;
      }
      if (req.method === 'GET' && action === 'abort') {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'The customer cancelled the sign-in.' },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      sendHtml(res, 405, loginPage({ uid, error: 'Not allowed.' }));
    }

    return {
      async handle(req, res) {
        const url = req.url ?? '/';
        const match = /^\/oidc\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|abort))?\/?(?:\?.*)?$/.exec(url);
        if (match) return interaction(req, res, match[1]!, match[2]);
        // oidc-provider routes relative to its mount; originalUrl tells it where it is mounted.
        (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
        req.url = url.slice(IDENTITY_MOUNT.length) || '/';
        await callback(req, res);
      },
    };
  }

  return (issuer) => {
    let identity = built.get(issuer);
    if (!identity) {
      identity = build(issuer);
      built.set(issuer, identity);
    }
    return identity;
  };
}
