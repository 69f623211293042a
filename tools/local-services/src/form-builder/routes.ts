import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { clientAddress } from '../geo-ip/routes.ts';
import { json, type Reply, type Route } from '../http/types.ts';
import { LANGUAGES, type Language } from '../sitecore/seed/sites.ts';
import { parseMultipart } from './multipart.ts';
import {
  FORMS,
  MESSAGES,
  buttonItemId,
  fieldItemId,
  formItemId,
  formModel,
  htmlPrefixOf,
  valueNameOf,
  type SeedForm,
} from './seed/forms.ts';
import { formStore } from './store.ts';
import { filesProblem, fieldProblem } from './validate.ts';

/** Submissions per client address and minute (a form post does real work: parsing, files, storage). */
export const FORM_POSTS_PER_MINUTE = 30;
const WINDOW_MS = 60_000;
const LARGEST_FILE = Math.max(
  ...FORMS.flatMap((form) =>
    form.steps.flatMap((step) => step.fields.map((field) => (field.file ? field.file.maxFileSize * field.file.fileSizeUnit : 0))),
  ),
);

/** The Sitecore Forms answer (JSS FormResult): success, redirectUrl, errors, validationErrors, nextForm. */
const result = (
  status: number,
  fields: { success: boolean; errors?: string[]; validationErrors?: Record<string, string[]>; redirectUrl?: string; nextForm?: unknown },
): Reply => json(status, { errors: [], validationErrors: {}, ...fields });

/** A fixed-window budget per key (in memory: the stand-in is one process). */
function rateLimiter(limit: number) {
  const windows = new Map<string, { start: number; count: number }>();
  return (key: string): boolean => {
    const now = Date.now();
    const window = windows.get(key);
    if (!window || now - window.start >= WINDOW_MS) {
      if (windows.size > 10_000) windows.clear();
      windows.set(key, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= limit;
  };
}

function languageOf(raw: string | null): Language {
  return (LANGUAGES as readonly string[]).includes(raw ?? '') ? (raw as Language) : 'en';
}

/**
 * The form builder (spec discovery §7): `POST /api/jss/formbuilder?fxb.FormItemId=&fxb.HtmlPrefix=&sc_apikey=&sc_lang=`
 * with the form's fields as multipart/form-data, and field tracking
 * (`POST /api/jss/fieldtracking/register?sc_apikey=`, a JSON array of events). See README "Form builder".
 */
export function formBuilderRoutes(db: DatabaseSync, options: { apiKey: string; postsPerMinute?: number }): Route[] {
  const store = formStore(db);
  const allow = rateLimiter(options.postsPerMinute ?? FORM_POSTS_PER_MINUTE);
  const formsById = new Map(FORMS.map((form) => [formItemId(form), form]));

  async function submit(form: SeedForm, language: Language, req: Parameters<Route['handler']>[0]['req']): Promise<Reply> {
    const prefix = htmlPrefixOf(form);
    const posted = await parseMultipart(req, { fileSize: LARGEST_FILE, files: 6, fields: 200, fieldSize: 1_100_000 });
    if (posted.overLimit) return result(413, { success: false, errors: ['The form data exceeds the limits.'] });
    const first = (name: string) => posted.fields.get(name)?.[0] ?? '';

    const button = first(`${prefix}.NavigationButtons`);
    const step = form.steps.findIndex((_, index) => buttonItemId(form, index) === button);
    if (step < 0) return result(400, { success: false, errors: ['Unknown navigation button.'] });

    const postedSession = first(`${prefix}.FormSessionId`);
    const session = step === 0 ? undefined : store.session(postedSession);
    if (step > 0 && (!session || session.formId !== formItemId(form) || session.nextStep !== step)) {
      return result(200, { success: false, errors: [MESSAGES.session[language]] });
    }
    const sessionId = step === 0 ? randomUUID() : postedSession;

    const validationErrors: Record<string, string[]> = {};
    const values: Record<string, string[]> = { ...session?.values };
    const accepted: Array<{ fieldId: string; file: { fileName: string; contentType: string; bytes: Buffer } }> = [];
    for (const field of form.steps[step]?.fields ?? []) {
      if (field.kind === 'section' || field.kind === 'text') continue;
      const name = valueNameOf(form, field);
      if (field.kind === 'fileUpload') {
        const outcome = await filesProblem(
          field,
          posted.files.filter((file) => file.fieldName === name),
          language,
        );
        if (outcome.problem) validationErrors[name] = [outcome.problem];
        for (const file of outcome.accepted) accepted.push({ fieldId: fieldItemId(form, field), file });
        values[field.key] = outcome.accepted.map((file) => file.fileName);
        continue;
      }
      const fieldValues = posted.fields.get(name) ?? [];
      const problem = fieldProblem(field, fieldValues, language);
      if (problem) validationErrors[name] = [problem];
      values[field.key] = fieldValues;
    }
    if (Object.keys(validationErrors).length > 0) return result(200, { success: false, validationErrors });

    for (const { fieldId, file } of accepted) store.saveFile(sessionId, fieldId, file);
    if (step < form.steps.length - 1) {
      store.saveStep(sessionId, formItemId(form), step + 1, values);
      return result(200, { success: true, nextForm: formModel(form, step + 1, language, sessionId) });
    }
    store.complete(sessionId, formItemId(form), language, values);
    return result(200, { success: true, redirectUrl: `/${language}${form.redirect}` });
  }

  return [
    {
      method: 'POST',
      path: '/api/jss/formbuilder',
      service: 'form-builder',
      rawBody: true,
      handler: async ({ req, url }) => {
        if (url.searchParams.get('sc_apikey') !== options.apiKey) return result(401, { success: false, errors: ['Invalid sc_apikey'] });
        if (!allow(clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress))) {
          return {
            ...result(429, { success: false, errors: ['Too many form submissions. Please wait a minute and try again.'] }),
            headers: { 'retry-after': '60' },
          };
        }
        const form = formsById.get((url.searchParams.get('fxb.FormItemId') ?? '').toUpperCase());
        if (!form) return result(404, { success: false, errors: ['Unknown form.'] });
        if (url.searchParams.get('fxb.HtmlPrefix') !== htmlPrefixOf(form))
          return result(400, { success: false, errors: ['The HTML prefix does not match the form.'] });
        const type = req.headers['content-type'] ?? '';
        if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) {
          return result(415, { success: false, errors: ['Send the form as multipart/form-data.'] });
        }
        try {
          return await submit(form, languageOf(url.searchParams.get('sc_lang')), req);
        } catch {
          return result(400, { success: false, errors: ['The form data could not be read.'] });
        }
      },
    },
    {
      method: 'POST',
      path: '/api/jss/fieldtracking/register',
      service: 'form-builder',
      maxBodyBytes: 64_000,
      handler: ({ url, body }) => {
        if (url.searchParams.get('sc_apikey') !== options.apiKey) return json(401, { message: 'Invalid sc_apikey' });
        if (!Array.isArray(body) || body.length > 50) return json(400, { message: 'Expected an array of up to 50 tracking events.' });
        const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '');
        for (const event of body as Array<Record<string, unknown>>) {
          if (typeof event !== 'object' || event === null || !text(event['formId']) || !text(event['eventId']))
            return json(400, { message: 'Malformed tracking event.' });
        }
        for (const event of body as Array<Record<string, unknown>>) {
          const duration = Number(event['duration']);
          store.track({
            formId: text(event['formId']),
            sessionId: text(event['sessionId']),
            eventId: text(event['eventId']),
            fieldId: text(event['fieldId']),
            fieldName: text(event['fieldName']),
            duration: Number.isFinite(duration) ? Math.max(0, Math.round(duration)) : 0,
          });
        }
        return json(200, {});
      },
    },
    // For tests and the robustness gate: the latest submissions as stored (values as text, files by name, type and size).
    { method: 'GET', path: '/__form-submissions', service: null, handler: () => json(200, store.latest(20)) },
  ];
}
