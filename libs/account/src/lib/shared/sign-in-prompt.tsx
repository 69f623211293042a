import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { StatePanel, buttonClassName } from '@mbw/ui';

/** The sign-in link that comes back to this page (the login route accepts only same-site paths). */
export function signInHref(pathname: string, search = ''): string {
  return `/login?return_to=${encodeURIComponent(`${pathname}${search}`)}`;
}

/**
 * What an anonymous visitor sees in place of a signed-in-only screen (spec account §6): why, and
 * a way to sign in that returns here. A document link: sign-in leaves the site for the provider.
 */
export function SignInPrompt({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  const location = useLocation();
  return (
    <StatePanel
      message={children ?? <Trans>Sign in to see this part of your account.</Trans>}
      action={
        <a className={buttonClassName({ variant: 'primary' })} href={signInHref(location.pathname, location.search)}>
          {t`Sign in`}
        </a>
      }
    />
  );
}
