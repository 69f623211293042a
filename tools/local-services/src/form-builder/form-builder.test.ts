/**
 * The form builder stand-in's contract (spec discovery §7; README "Form builder"): steps, field
 * errors, file rules by content, storage, tracking, rate limit and the key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestServer } from '../test-app.ts';
import { FORMS, buttonItemId, formItemId, htmlPrefixOf, valueNameOf, type SeedForm } from './seed/forms.ts';

const API_KEY = 'test-key';
let app: TestServer;

beforeAll(async () => {
  app = await startTestApp({ products: 10, apiKey: API_KEY });
});
afterAll(() => app.close());

const support = FORMS.find((form) => form.key === 'product-support') as SeedForm;
const fieldOf = (form: SeedForm, step: number, key: string) => {
  const field = form.steps[step]?.fields.find((candidate) => candidate.key === key);
  if (!field) throw new Error(key);
  return field;
};
const nameOf = (step: number, key: string) => valueNameOf(support, fieldOf(support, step, key));
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function post(form: SeedForm, body: FormData, options: { key?: string; address?: string } = {}) {
  const query = new URLSearchParams({
    'fxb.FormItemId': formItemId(form),
    'fxb.HtmlPrefix': htmlPrefixOf(form),
    sc_apikey: options.key ?? API_KEY,
    sc_lang: 'en',
  });
  const response = await fetch(`${app.base}/api/jss/formbuilder?${query}`, {
    method: 'POST',
    body,
    headers: { 'x-forwarded-for': options.address ?? '10.0.0.1' },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function step1(values: Record<string, string> = {}): FormData {
  const data = new FormData();
  data.set(`${htmlPrefixOf(support)}.NavigationButtons`, buttonItemId(support, 0));
  data.set(`${htmlPrefixOf(support)}.FormSessionId`, '');
  const defaults = { name: 'Ada <b>Lovelace</b>', email: 'ada@example.com', country: 'CH', ...values };
  for (const [key, value] of Object.entries(defaults)) data.set(nameOf(0, key), value);
  return data;
}

function step2(sessionId: string, values: Record<string, string> = {}, files: File[] = []): FormData {
  const data = new FormData();
  data.set(`${htmlPrefixOf(support)}.NavigationButtons`, buttonItemId(support, 1));
  data.set(`${htmlPrefixOf(support)}.FormSessionId`, sessionId);
  for (const [key, value] of Object.entries({ message: 'It stopped heating.', serial: '123456', ...values }))
    data.set(nameOf(1, key), value);
  for (const file of files) data.append(nameOf(1, 'attachments'), file);
  return data;
}

async function startSession(): Promise<string> {
  const first = await post(support, step1());
  const next = first.body['nextForm'] as { formSessionId: { value: string } };
  return next.formSessionId.value;
}

describe('form builder', () => {
  it('a two-step form: the first step answers the next form with a session, the last a redirect, the submission is stored', async () => {
    const first = await post(support, step1());
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, errors: [], validationErrors: {} });
    const next = first.body['nextForm'] as { formSessionId: { value: string }; fields: unknown[] };
    expect(next.formSessionId.value).toMatch(/^[0-9a-f-]{36}$/);
    const last = await post(support, step2(next.formSessionId.value, {}, [new File([PDF], 'report.pdf', { type: 'application/pdf' })]));
    expect(last.body).toEqual({ success: true, errors: [], validationErrors: {}, redirectUrl: '/en/contact/product-support/thank-you' });
    const stored = (await (await fetch(`${app.base}/__form-submissions`)).json()) as Array<{
      values: Record<string, string[]>;
      files: unknown[];
    }>;
    expect(stored[0]?.values['name']).toEqual(['Ada <b>Lovelace</b>']);
    expect(stored[0]?.files).toEqual([
      expect.objectContaining({ file_name: 'report.pdf', content_type: 'application/pdf', size: PDF.length }),
    ]);
  });

  it('answers per-field errors keyed by the field value name, server rules included', async () => {
    const first = await post(support, step1({ name: '', email: 'nope' }));
    expect(first.body['success']).toBe(false);
    expect(first.body['validationErrors']).toEqual({
      [nameOf(0, 'name')]: ['Name is required.'],
      [nameOf(0, 'email')]: ['E-mail is not a valid e-mail address.'],
    });
    const session = await startSession();
    const second = await post(support, step2(session, { serial: 'AB-1' }));
    expect(second.body['validationErrors']).toEqual({ [nameOf(1, 'serial')]: [expect.stringContaining('not registered')] });
  });

  it('refuses an oversize file and a renamed file by its content, with the configured messages', async () => {
    const session = await startSession();
    const big = new File([new Uint8Array(2 * 1048576 + 1)], 'big.pdf', { type: 'application/pdf' });
    const oversize = await post(support, step2(session, {}, [big]));
    expect(oversize.body['validationErrors']).toEqual({ [nameOf(1, 'attachments')]: ['Each file may be at most 2 MB.'] });
    const renamed = await post(support, step2(session, {}, [new File(['just text'], 'notes.pdf', { type: 'application/pdf' })]));
    expect(renamed.body['validationErrors']).toEqual({
      [nameOf(1, 'attachments')]: ['Only these file types are accepted: .pdf, .png, .jpg, .jpeg.'],
    });
    const many = await post(
      support,
      step2(
        session,
        {},
        [1, 2, 3, 4].map((n) => new File([PDF], `${n}.pdf`, { type: 'application/pdf' })),
      ),
    );
    expect(many.body['validationErrors']).toEqual({ [nameOf(1, 'attachments')]: ['At most 3 files for Photos or documents.'] });
  });

  it('a later step without its session is a general error', async () => {
    const answer = await post(support, step2('not-a-session'));
    expect(answer.body).toMatchObject({ success: false, errors: [expect.stringContaining('session')] });
  });

  it('needs the key, the matching prefix and a known form', async () => {
    expect((await post(support, step1(), { key: 'wrong' })).status).toBe(401);
    const query = new URLSearchParams({ 'fxb.FormItemId': formItemId(support), 'fxb.HtmlPrefix': 'fxb.other', sc_apikey: API_KEY });
    expect((await fetch(`${app.base}/api/jss/formbuilder?${query}`, { method: 'POST', body: step1() })).status).toBe(400);
  });

  it('registers field tracking events', async () => {
    const event = { formId: formItemId(support), sessionId: 's', eventId: 'e', fieldId: 'f', fieldName: 'name', duration: 3 };
    const ok = await fetch(`${app.base}/api/jss/fieldtracking/register?sc_apikey=${API_KEY}`, {
      method: 'POST',
      body: JSON.stringify([event]),
    });
    expect(ok.status).toBe(200);
    const bad = await fetch(`${app.base}/api/jss/fieldtracking/register?sc_apikey=${API_KEY}`, {
      method: 'POST',
      body: JSON.stringify({}),
    });
    expect(bad.status).toBe(400);
  });

  it('rate limits posts per client address, and has fault switches', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) statuses.push((await post(support, step1({ name: '' }), { address: '10.9.9.9' })).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    await fetch(`${app.base}/__faults/form-builder`, { method: 'PUT', body: JSON.stringify({ mode: 'error' }) });
    expect((await post(support, step1())).status).toBe(500);
    await fetch(`${app.base}/__faults`, { method: 'DELETE' });
  });

  it('the contact pages hold the concern dropdown and the first step as a Form rendering in the two-column layout', async () => {
    const query = new URLSearchParams({ item: '/contact/product-support', sc_lang: 'de', sc_site: 'sensor', sc_apikey: API_KEY });
    type Rendering = { componentName: string; fields: Record<string, unknown>; placeholders?: Record<string, Rendering[]> };
    const layout = (await (await fetch(`${app.base}/sitecore/api/layout/render/jss?${query}`)).json()) as {
      sitecore: { route: { placeholders: { 'jss-main': Rendering[] } } };
    };
    const columns = layout.sitecore.route.placeholders['jss-main'].find((rendering) => rendering.componentName === 'ContactTwoColumn');
    const main = columns?.placeholders?.['contact-main'] ?? [];
    expect(main.map((rendering) => rendering.componentName)).toEqual(['ContactConcerns', 'Form']);
    expect(main[1]?.fields['htmlPrefix']).toBe(htmlPrefixOf(support));
    expect((main[0]?.fields['Concerns'] as unknown[]).length).toBe(FORMS.length);
  });
});
