import { redirect, type ActionFunctionArgs } from 'react-router';
import { COOKIE_CONSENT_BANNER_ID } from '@mbw/chrome';
import { COOKIES, isSameOriginPath, serializeSetCookie } from '@mbw/util';
import { isLocalhost } from '../server/security/security-headers';

/**
 * The cookie banner's form target when no script has run yet (or none runs): sets the consent
 * cookie and sends the visitor back to the page they were on. With scripts, the banner writes the
 * cookie itself and this is never called. An unknown choice sets nothing; a return path that is
 * not on this site goes to the home page. After a choice the address ends in #cookie-consent,
 * which hides the banner on the page the visitor returns to even when no script runs.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  const choice = COOKIES.consent.parse(String(form?.get('consent') ?? ''));
  const returnTo = String(form?.get('return_to') ?? '/');
  const headers = new Headers({ 'cache-control': 'no-store' });
  const target = isSameOriginPath(returnTo) ? returnTo : '/';
  if (!choice) return redirect(target, { status: 303, headers });
  const secure = !isLocalhost(new URL(request.url).hostname);
  headers.append('set-cookie', serializeSetCookie(COOKIES.consent, choice, { secure }));
  return redirect(`${target.replace(/#.*$/, '')}#${COOKIE_CONSENT_BANNER_ID}`, { status: 303, headers });
}

/** A GET (a bookmarked or typed URL) has nothing to show: the home page. */
export function loader() {
  return redirect('/', { status: 303, headers: { 'cache-control': 'no-store' } });
}
