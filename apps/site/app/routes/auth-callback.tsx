import { redirect, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { SignInProblem } from '@mbw/account';
import { SIGN_IN_COOKIE, finishSignIn } from '@mbw/account/server';
import { buildPageMeta } from '@mbw/util';
import { CACHE_PRIVATE } from '../server/runtime/cache-control';
import { pageFacts } from '../server/request/request-context';
import { clearCookie, oidc, pendingSignInFrom, sessionCookie } from '../server/session/session.server';
import { signInProblemPage } from '../server/session/sign-in.server';

/**
 * /auth/callback (issue 14): the provider's answer. The code is exchanged on the server (state,
 * nonce, PKCE, issuer and ID token checked by openid-client); the customer becomes the encrypted
 * session cookie and the browser goes back to where sign-in started. Without the sign-in cookie
 * (expired, another browser), with a forged state, an error from the provider or a failed
 * exchange: a 400 page in the site frame with "Sign in again", and no session.
 */
export async function loader({ request, url, context }: LoaderFunctionArgs) {
  const facts = await pageFacts(context);
  const cookieHeader = request.headers.get('cookie');
  const pending = await pendingSignInFrom(cookieHeader);
  const fallback = `/${facts.language.tag}/`;
  // The sign-in in flight is used once, whatever the outcome.
  const cleared = clearCookie(SIGN_IN_COOKIE, url);
  if (!pending)
    return signInProblemPage(facts, {
      reason: 'failed',
      returnTo: fallback,
      itemPath: '/',
      error: new Error('no sign-in in progress'),
      setCookies: [cleared],
    });
  try {
    // The exchange checks the URL the provider redirected to against the redirect URI it was given.
    const callbackUrl = new URL(`${new URL(pending.redirectUri).origin}${url.pathname}${url.search}`);
    const session = await finishSignIn(await oidc(), callbackUrl, pending);
    const headers = new Headers({ 'Cache-Control': CACHE_PRIVATE });
    headers.append('Set-Cookie', cleared);
    headers.append('Set-Cookie', await sessionCookie(session, url));
    return redirect(pending.returnTo, { status: 302, headers });
  } catch (error) {
    return signInProblemPage(facts, { reason: 'failed', returnTo: pending.returnTo, itemPath: '/', error, setCookies: [cleared] });
  }
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => (page ? buildPageMeta(page.seo) : []);

export default function AuthCallbackRoute() {
  const page = useLoaderData<typeof loader>();
  return <SignInProblem reason={page.reason} retryHref={page.retryHref} />;
}
