import { redirect, type LoaderFunctionArgs } from 'react-router';
import { SESSION_COOKIE, endSessionUrl } from '@mbw/account/server';
import { CACHE_PRIVATE } from '../server/runtime/cache-control';
import { logEvent } from '../server/runtime/log.server';
import { requestContext } from '../server/request/request-context';
import { clearCookie, oidc, sessionFrom } from '../server/session/session.server';
import { signInOrigin } from '../server/session/sign-in.server';

/**
 * /logout (spec account §2, §6; issue 14): ends the site session at once (the cookie is cleared
 * whatever happens next), then the provider's session (RP-initiated logout), which sends the
 * browser back to the home page. Without a session, or when the provider cannot be reached, the
 * browser goes straight home, signed out of the site.
 */
export async function loader({ request, url, context }: LoaderFunctionArgs) {
  const facts = context.get(requestContext);
  const headers = new Headers({ 'Cache-Control': CACHE_PRIVATE });
  headers.append('Set-Cookie', clearCookie(SESSION_COOKIE, url));
  const home = `/${facts.language.tag}/`;
  const session = await sessionFrom(request.headers.get('cookie'));
  if (!session) return redirect(home, { status: 302, headers });
  try {
    const target = endSessionUrl(await oidc(), { idToken: session.idToken, postLogoutRedirectUri: `${signInOrigin(facts, url)}/` });
    return redirect(target?.href ?? home, { status: 302, headers });
  } catch (error) {
    logEvent('warn', 'sign-out.provider-unavailable', { error: error instanceof Error ? error.message : String(error) });
    return redirect(home, { status: 302, headers });
  }
}
