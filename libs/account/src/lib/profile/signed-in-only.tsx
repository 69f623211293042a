import type { ReactNode } from 'react';
import { QueryProvider } from '@mbw/ui';
import { AccountSection } from '../shared/account-section';
import { SignInPrompt } from '../shared/sign-in-prompt';
import { useAccountViewer } from '../viewer/account-viewer';
import styles from './signed-in-only.module.css';

/**
 * The frame of a profile-area screen: its own QueryProvider (the screen is a lazy chunk) and the
 * sign-in rule (spec account §6: signed-in only). An anonymous visitor never triggers an account
 * call (its 403 would send them to /logout); they get a way to sign in and come back here.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { signedIn } = useAccountViewer();
  return (
    <AccountSection>
      <div className={styles.block}>{signedIn ? <QueryProvider>{children}</QueryProvider> : <SignInPrompt />}</div>
    </AccountSection>
  );
}
