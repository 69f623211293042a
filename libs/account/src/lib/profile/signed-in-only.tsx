import type { ReactNode } from 'react';
import { QueryProvider } from '@mbw/ui';
import { ScreenSection, ScreenSignedOut } from '../shared/screen-section';
import { useAccountViewer } from '../viewer/account-viewer';

/**
 * The frame of a profile-area screen: its own QueryProvider (the screen is a lazy chunk) and the
 * sign-in rule (spec account §6: signed-in only). An anonymous visitor never triggers an account
 * call (its 403 would send them to /logout); they get a way to sign in and come back here. (The
 * page an anonymous visitor loads does not even fetch the screen: account-renderings.tsx gives
 * them ScreenSignedOut; this guard keeps the screen safe wherever else it is rendered.)
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { signedIn } = useAccountViewer();
  if (!signedIn) return <ScreenSignedOut />;
  return (
    <ScreenSection>
      <QueryProvider>{children}</QueryProvider>
    </ScreenSection>
  );
}
