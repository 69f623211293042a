import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { postFormBuilder, registerFieldTracking, type FieldTrackingEvent } from '@mbw/api-clients';
import { formsOfRoute, handleFormPost } from '@mbw/forms/server';
import { matchSitePath } from '@mbw/util';
import * as v from 'valibot';
import { forwardedClient } from '../proxies/proxy-responses.server';
import { pageFacts } from '../request/request-context';
import { CACHE_PRIVATE } from '../runtime/cache-control';
import { logEvent } from '../runtime/log.server';
import { FORM_POST_LIMITED_HEADER } from '../scale-out/form-post-limit';
import { layoutFor, sitecoreConfig } from './sitecore.server';

const privateHeaders = { 'Cache-Control': CACHE_PRIVATE };

/**
 * A form post to a content page (issue 28): the page's layout says which forms it holds; only
 * their names go to the form builder (@mbw/forms handleFormPost). Cross-site posts never get here:
 * the write rule refuses them first (server/security/request-guards.ts). The answer is the page's
 * action data, or a redirect to an own origin.
 */
export async function contentFormAction({ request, url, context }: ActionFunctionArgs) {
  const facts = await pageFacts(context);
  // `url`, not request.url: a fetcher's post goes to `{path}.data`.
  const match = matchSitePath(url.pathname);
  const layout = match.kind === 'content' ? await layoutFor(match.itemPath, facts.language.tag) : undefined;
  if (layout?.kind !== 'found') throw data(null, { status: 404, headers: privateHeaders });
  const pageForms = formsOfRoute(layout.route);
  // A page without a form takes no post: 405, as React Router answered before pages had an action.
  if (pageForms.length === 0) throw data(null, { status: 405, headers: { ...privateHeaders, Allow: 'GET, HEAD' } });
  // Over the site's own form-post budget (FORM_POST_RATE_LIMIT, server/serve.ts): answered as the
  // form builder's 429 would be, without forwarding.
  const overBudget = request.headers.get(FORM_POST_LIMITED_HEADER) === '1';
  const result = await handleFormPost({
    request,
    pageForms,
    pageOrigin: facts.publicOrigin,
    submit: (call) =>
      overBudget
        ? Promise.resolve({ status: 429, body: null })
        : postFormBuilder(sitecoreConfig(), { ...call, language: facts.language.tag, clientAddress: forwardedClient(request) }),
    log: (event, fields) => logEvent('error', event, fields),
  });
  if (result.kind === 'redirect') throw redirect(result.to, { headers: privateHeaders });
  return data(result.data, { status: result.status, headers: privateHeaders });
}

const trackingEvents = v.pipe(
  v.array(
    v.object({
      formId: v.pipe(v.string(), v.maxLength(100)),
      sessionId: v.pipe(v.string(), v.maxLength(100)),
      eventId: v.pipe(v.string(), v.maxLength(100)),
      fieldId: v.pipe(v.string(), v.maxLength(100)),
      fieldName: v.pipe(v.string(), v.maxLength(200)),
      duration: v.pipe(v.number(), v.minValue(0), v.maxValue(86_400)),
    }),
  ),
  v.minLength(1),
  v.maxLength(20),
);

/**
 * Field tracking from the site's forms (spec discovery §7), forwarded with the key the browser
 * never sees. Under /api/, so only the site's own pages may send it (server/security/own-page.ts).
 * A tracking failure is the analytics' loss, never the visitor's: 204 either way once well-formed.
 */
export async function fieldTrackingAction({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  const text = await request.text().catch(() => '');
  let parsed: v.SafeParseResult<typeof trackingEvents>;
  try {
    parsed = v.safeParse(trackingEvents, text.length <= 20_000 ? JSON.parse(text) : null);
  } catch {
    return new Response(null, { status: 400 });
  }
  if (!parsed.success) return new Response(null, { status: 400 });
  await registerFieldTracking(sitecoreConfig(), parsed.output satisfies FieldTrackingEvent[]).catch((error: unknown) =>
    logEvent('warn', 'form.tracking-failed', { error: error instanceof Error ? error.message : String(error) }),
  );
  return new Response(null, { status: 204 });
}
