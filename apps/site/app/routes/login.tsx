import { redirect, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { SignInProblem } from '@mbw/account';
import { isSignedIn } from '@mbw/account-data-access';
import { safeReturnPath, startSignIn } from '@mbw/account/server';
import { buildPageMeta } from '@mbw/util';
import { CACHE_PRIVATE } from '../server/runtime/cache-control';
import { pageFacts } from '../server/request/request-context';
import { oidc, pendingSignInCookie } from '../server/session/session.server';
import { signInOrigin, signInProblemPage } from '../server/session/sign-in.server';

/**
 * /login?return_to={path} (spec account §2, issue 14): starts OpenID Connect sign-in (code + PKCE)
 * at the provider and remembers where the visitor was, a path on this site only. A signed-in
 * visitor goes straight back. A provider that cannot be reached is a 503 page in the site frame.
 */
export async function loader({ url, context }: LoaderFunctionArgs) {
  const facts = await pageFacts(context);
  const returnTo = safeReturnPath(url.searchParams.get('return_to'), `/${facts.language.tag}/`);
  const noStore = { 'Cache-Control': CACHE_PRIVATE };
  if (isSignedIn(facts.viewer, { editorActive: false })) return redirect(returnTo, { status: 302, headers: noStore });
  try {
    const config = await oidc();
    const { url: authorize, pending } = await startSignIn(config, {
      redirectUri: `${signInOrigin(facts, url)}/auth/callback`,
      returnTo,
      language: facts.language.language,
    });
    const headers = new Headers(noStore);
    headers.append('Set-Cookie', await pendingSignInCookie(pending, url));
    return redirect(authorize.href, { status: 302, headers });
  } catch (error) {
    return signInProblemPage(facts, { reason: 'unavailable', returnTo, itemPath: '/', error });
  }
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => (page ? buildPageMeta(page.seo) : []);

export default function LoginRoute() {
  const page = useLoaderData<typeof loader>();
  return <SignInProblem reason={page.reason} retryHref={page.retryHref} />;
}
