import { msg } from '@lingui/core/macro';
import brand from 'virtual:brand';
import { data } from 'react-router';
import type { SignInProblemReason } from '@mbw/account';
import { localizedPath, pageMeta } from '@mbw/util';
import { serverI18n } from '../../i18n/messages.server';
import { withPageMessages } from '../../i18n/page-messages.server';
import { CACHE_PRIVATE } from '../runtime/cache-control';
import { logEvent } from '../runtime/log.server';
import type { PageFrameData } from '../../shell/frame-data';
import type { PageFacts } from '../request/request-context';
import { isLocalhost } from '../security/security-headers';

/**
 * The origin the provider sends the browser back to (/auth/callback): the public origin, except
 * on a loopback host (dev, e2e, the quality gates), where it is the address the browser used. A
 * forged Host header cannot move it: the provider accepts registered redirect URIs only, and in
 * production the URI is built from configuration.
 */
export function signInOrigin(facts: Pick<PageFacts, 'publicOrigin'>, url: URL): string {
  return isLocalhost(url.hostname) ? url.origin : facts.publicOrigin;
}

/** /login?return_to=… for a path on this site. */
export function signInHref(returnTo: string): string {
  return `/login?return_to=${encodeURIComponent(returnTo)}`;
}

/**
 * Sign-in that could not start (provider unreachable: 503) or complete (a callback that does not
 * check out: 400), in the site frame with a way to try again; never cached, noindex, logged.
 */
export async function signInProblemPage(
  facts: PageFacts,
  input: { reason: SignInProblemReason; returnTo: string; itemPath: string; error: unknown; setCookies?: string[] },
) {
  const { language } = facts;
  const message = input.error instanceof Error ? input.error.message : String(input.error);
  logEvent(input.reason === 'unavailable' ? 'error' : 'warn', `sign-in.${input.reason}`, { language: language.tag, error: message });
  const i18n = await serverI18n(language.language);
  const seo = pageMeta({
    title: i18n._(input.reason === 'unavailable' ? msg`Sign-in is not available right now` : msg`Sign-in did not complete`),
    siteName: brand.displayName,
    origin: facts.publicOrigin,
    language: language.tag,
    pathFor: (tag) => localizedPath(tag, '/'),
    noindex: true,
  });
  const frame: PageFrameData = { itemPath: input.itemPath, breadcrumbs: [] };
  const page = { kind: 'sign-in-problem' as const, reason: input.reason, seo, frame, retryHref: signInHref(input.returnTo) };
  const headers = new Headers({ 'Cache-Control': CACHE_PRIVATE });
  for (const cookie of input.setCookies ?? []) headers.append('Set-Cookie', cookie);
  // SignInProblem is the account feature's.
  return data(await withPageMessages(language, ['account'], page), { status: input.reason === 'unavailable' ? 503 : 400, headers });
}
