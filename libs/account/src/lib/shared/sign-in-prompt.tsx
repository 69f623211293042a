import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { buttonClassName } from '@mbw/ui';
import styles from './account-states.module.css';

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
    <div className={styles.panel}>
      <p className={styles.text}>{children ?? <Trans>Sign in to see this part of your account.</Trans>}</p>
      <a className={buttonClassName({ variant: 'primary' })} href={signInHref(location.pathname, location.search)}>
        {t`Sign in`}
      </a>
    </div>
  );
}

/** A failed load (spec account §8 'Something went wrong') with a try-again button. */
export function LoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.panel} role="alert">
      <p className={styles.text}>{message ?? t`Something went wrong`}</p>
      <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={onRetry}>
        {t`Try again`}
      </button>
    </div>
  );
}
