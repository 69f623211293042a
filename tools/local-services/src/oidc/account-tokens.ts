/**
 * The provider's store (sqlite-adapter.ts) as other stand-ins need it. The account API (src/account/)
 * takes the provider's access tokens as `Authorization: Bearer …`, like the real CMS's customer API:
 * whose token is this? And when a customer deletes the account, the provider forgets its sessions.
 */
import type { DatabaseSync } from 'node:sqlite';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,200}$/;

/**
 * Opaque access tokens are stored under their value as id, so a token is valid exactly as long as
 * the provider itself would honour it. The account id (`sub`, identity_accounts.id) an access token was issued to; undefined when the
 * token is unknown, expired, consumed (revoked), names no account, or the account no longer exists.
 */
export function accessTokenAccount(db: DatabaseSync, token: string, now = Date.now()): string | undefined {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const row = db
    .prepare(
      `SELECT t.payload, t.expires_at, t.consumed, a.id AS account
       FROM identity_models t LEFT JOIN identity_accounts a ON a.id = json_extract(t.payload, '$.accountId')
       WHERE t.model = 'AccessToken' AND t.id = ?`,
    )
    .get(token) as { payload: string; expires_at: number | null; consumed: number; account: string | null } | undefined;
  if (!row || row.consumed || row.account === null) return undefined;
  if (row.expires_at !== null && row.expires_at <= now) return undefined;
  const payload = JSON.parse(row.payload) as { exp?: number; accountId?: string };
  if (typeof payload.exp === 'number' && payload.exp * 1000 <= now) return undefined;
  return row.account;
}

/**
 * Forgets every session, grant and token of an account (it was deleted): a browser still holding
 * the provider's session cookie is asked to sign in again instead of being signed in as nobody.
 */
export function endAccountSessions(db: DatabaseSync, accountId: string): void {
  db.prepare("DELETE FROM identity_models WHERE json_extract(payload, '$.accountId') = ?").run(accountId);
}
