import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Container, QueryProvider } from '@mbw/ui';
import { useAccountViewer } from '../viewer/account-viewer';
import styles from './signed-in-only.module.css';

/**
 * The frame of a profile-area screen: its own QueryProvider (the screen is a lazy chunk) and the
 * sign-in rule (spec account §6: signed-in only). An anonymous visitor never triggers an account
 * call (its 403 would send them to /logout); they get a way to sign in and come back here.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { signedIn } = useAccountViewer();
  const location = useLocation();
  return (
    <Container>
      <div className={styles.block}>
        {signedIn ? (
          <QueryProvider>{children}</QueryProvider>
        ) : (
          <p className={styles.notice}>
            <a href={`/login?return_to=${encodeURIComponent(location.pathname)}`}>
              <Trans>Sign in to see this part of your account.</Trans>
            </a>
          </p>
        )}
      </div>
    </Container>
  );
}
