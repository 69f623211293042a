/**
 * oidc-provider's storage (sessions, interactions, grants, codes, tokens) in the stand-in's SQLite
 * file, so a signed-in browser stays signed in across a restart (also after kill -9: WAL). The
 * tables are not part of the seed: a re-seed keeps them.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Adapter, AdapterPayload } from 'oidc-provider';

export const IDENTITY_STATE_SCHEMA = `
CREATE TABLE IF NOT EXISTS identity_models (
  model TEXT NOT NULL,
  id TEXT NOT NULL,
  payload TEXT NOT NULL,
  grant_id TEXT,
  user_code TEXT,
  uid TEXT,
  expires_at INTEGER,
  consumed INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (model, id)
);
CREATE INDEX IF NOT EXISTS identity_models_grant ON identity_models (grant_id);
CREATE INDEX IF NOT EXISTS identity_models_uid ON identity_models (model, uid);
CREATE TABLE IF NOT EXISTS identity_keys (name TEXT PRIMARY KEY, value TEXT NOT NULL);`;

/** The adapter class oidc-provider instantiates once per model name. */
export function sqliteAdapter(db: DatabaseSync, now: () => number = Date.now): new (model: string) => Adapter {
  db.exec(IDENTITY_STATE_SCHEMA);
  const upsert = db.prepare(
    `INSERT INTO identity_models (model, id, payload, grant_id, user_code, uid, expires_at, consumed) VALUES (?, ?, ?, ?, ?, ?, ?, 0)
     ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id, user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at, consumed = 0`,
  );
  const byId = db.prepare('SELECT payload, consumed, expires_at FROM identity_models WHERE model = ? AND id = ?');
  const byUid = db.prepare('SELECT payload, consumed, expires_at FROM identity_models WHERE model = ? AND uid = ?');
  const byUserCode = db.prepare('SELECT payload, consumed, expires_at FROM identity_models WHERE model = ? AND user_code = ?');
  const consume = db.prepare('UPDATE identity_models SET consumed = ? WHERE model = ? AND id = ?');
  const destroy = db.prepare('DELETE FROM identity_models WHERE model = ? AND id = ?');
  const revoke = db.prepare('DELETE FROM identity_models WHERE grant_id = ?');
  const purge = db.prepare('DELETE FROM identity_models WHERE expires_at IS NOT NULL AND expires_at < ?');

  const read = (row: unknown): AdapterPayload | undefined => {
    const found = row as { payload: string; consumed: number; expires_at: number | null } | undefined;
    if (!found || (found.expires_at !== null && found.expires_at < now())) return undefined;
    const payload = JSON.parse(found.payload) as AdapterPayload;
    return found.consumed ? { ...payload, consumed: found.consumed } : payload;
  };

  return class SqliteAdapter implements Adapter {
    readonly model: string;
    constructor(model: string) {
      this.model = model;
    }
    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      purge.run(now());
      const expiresAt = expiresIn ? now() + expiresIn * 1000 : null;
      upsert.run(
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        expiresAt,
      );
    }
    async find(id: string): Promise<AdapterPayload | undefined> {
      return read(byId.get(this.model, id));
    }
    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return read(byUid.get(this.model, uid));
    }
    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return read(byUserCode.get(this.model, userCode));
    }
    async consume(id: string): Promise<void> {
      consume.run(Math.floor(now() / 1000), this.model, id);
    }
    async destroy(id: string): Promise<void> {
      destroy.run(this.model, id);
    }
    async revokeByGrantId(grantId: string): Promise<void> {
      revoke.run(grantId);
    }
  };
}
