import type { ReactNode } from 'react';
import { AccountSection } from './account-section';
import { SignInPrompt } from './sign-in-prompt';
import styles from './screen-section.module.css';

/** The frame of a profile-area screen (profile, favourite contact, addresses, newsletters). */
export function ScreenSection({ children }: { children: ReactNode }) {
  return (
    <AccountSection>
      <div className={styles.block}>{children}</div>
    </AccountSection>
  );
}

/**
 * A profile-area rendering as an anonymous visitor sees it (spec account §6: signed-in only): a
 * way to sign in that comes back here. Light on purpose, it is the chunk such a page loads
 * (account-renderings.tsx): none of the screen's forms or queries. The rendering's props are not
 * needed (the prompt's text is the site's own).
 */
export function ScreenSignedOut() {
  return (
    <ScreenSection>
      <SignInPrompt />
    </ScreenSection>
  );
}
