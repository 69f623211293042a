import type { DatabaseSync } from 'node:sqlite';

/**
 * What the form builder keeps: each step's values under the form session until the last step,
 * then the submission with its files (BLOBs), and the field-tracking events. Like the account
 * data these tables are not part of the seed: a reseed keeps what visitors sent.
 * Values are stored as the visitor sent them (JSON text): inert data, never markup.
 */
export const FORM_BUILDER_SCHEMA = `
CREATE TABLE IF NOT EXISTS form_sessions (
  session_id TEXT PRIMARY KEY, form_id TEXT NOT NULL, next_step INTEGER NOT NULL, values_json TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS form_submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT, session_id TEXT NOT NULL, form_id TEXT NOT NULL, language TEXT NOT NULL,
  values_json TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS form_files (
  id INTEGER PRIMARY KEY AUTOINCREMENT, session_id TEXT NOT NULL, field_id TEXT NOT NULL, file_name TEXT NOT NULL,
  content_type TEXT NOT NULL, size INTEGER NOT NULL, bytes BLOB NOT NULL, created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS form_files_by_session ON form_files (session_id);
CREATE TABLE IF NOT EXISTS form_tracking (
  id INTEGER PRIMARY KEY AUTOINCREMENT, form_id TEXT NOT NULL, session_id TEXT NOT NULL, event_id TEXT NOT NULL,
  field_id TEXT NOT NULL, field_name TEXT NOT NULL, duration INTEGER NOT NULL, created_at TEXT NOT NULL
);
`;

export type StoredValues = Record<string, string[]>;

export function formStore(db: DatabaseSync) {
  db.exec(FORM_BUILDER_SCHEMA);
  const now = () => new Date().toISOString();
  const getSession = db.prepare('SELECT form_id, next_step, values_json FROM form_sessions WHERE session_id = ?');
  const putSession = db.prepare(
    'INSERT INTO form_sessions (session_id, form_id, next_step, values_json, updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (session_id) DO UPDATE SET next_step = excluded.next_step, values_json = excluded.values_json, updated_at = excluded.updated_at',
  );
  const dropSession = db.prepare('DELETE FROM form_sessions WHERE session_id = ?');
  const insertSubmission = db.prepare(
    'INSERT INTO form_submissions (session_id, form_id, language, values_json, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertFile = db.prepare(
    'INSERT INTO form_files (session_id, field_id, file_name, content_type, size, bytes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertEvent = db.prepare(
    'INSERT INTO form_tracking (form_id, session_id, event_id, field_id, field_name, duration, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const latest = db.prepare(
    'SELECT id, session_id, form_id, language, values_json, created_at FROM form_submissions ORDER BY id DESC LIMIT ?',
  );
  const filesOf = db.prepare('SELECT field_id, file_name, content_type, size FROM form_files WHERE session_id = ? ORDER BY id');
  return {
    session(sessionId: string): { formId: string; nextStep: number; values: StoredValues } | undefined {
      const row = getSession.get(sessionId) as { form_id: string; next_step: number; values_json: string } | undefined;
      return row ? { formId: row.form_id, nextStep: row.next_step, values: JSON.parse(row.values_json) as StoredValues } : undefined;
    },
    saveStep(sessionId: string, formId: string, nextStep: number, values: StoredValues) {
      putSession.run(sessionId, formId, nextStep, JSON.stringify(values), now());
    },
    complete(sessionId: string, formId: string, language: string, values: StoredValues) {
      insertSubmission.run(sessionId, formId, language, JSON.stringify(values), now());
      dropSession.run(sessionId);
    },
    saveFile(sessionId: string, fieldId: string, file: { fileName: string; contentType: string; bytes: Buffer }) {
      insertFile.run(sessionId, fieldId, file.fileName, file.contentType, file.bytes.length, file.bytes, now());
    },
    track(event: { formId: string; sessionId: string; eventId: string; fieldId: string; fieldName: string; duration: number }) {
      insertEvent.run(event.formId, event.sessionId, event.eventId, event.fieldId, event.fieldName, event.duration, now());
    },
    latest(limit: number) {
      return (
        latest.all(limit) as Array<{
          id: number;
          session_id: string;
          form_id: string;
          language: string;
          values_json: string;
          created_at: string;
        }>
      ).map((row) => ({
        id: row.id,
        formId: row.form_id,
        language: row.language,
        createdAt: row.created_at,
        values: JSON.parse(row.values_json) as StoredValues,
        files: filesOf.all(row.session_id),
      }));
    },
  };
}
