import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { AppLink, Icon, buttonClassName, useHydrated, useScrollOverflow, useSite } from '@mbw/ui';
import type { AccountBlockProps } from '../account-block';
import { useAccountViewer } from '../viewer/account-viewer';
import { accountTabsFrom, countSuffix, currentTabId, scrollLeftShowing, type AccountTab } from './account-tabs-model';
import styles from './my-account-tabs.module.css';
import { AccountSection } from '../shared/account-section';

export interface MyAccountTabsFields {
  Tabs?: unknown;
}

/**
 * The device count's code (TanStack Query and the call) loads after the page runs, and only for a
 * signed-in customer: the server and the first render show the title alone.
 */
function DeviceCountOnceLoaded() {
  const [DeviceCount, setDeviceCount] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    import('./device-count')
      .then((module) => {
        if (live) setDeviceCount(() => module.DeviceCount);
      })
      // The count is a nicety: a chunk that fails to load leaves the tab's title alone.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return DeviceCount ? <DeviceCount /> : null;
}

/**
 * The wishlist count as the server rendered it (none: the count is the browser's) until this part
 * has hydrated. The tabs are a lazy chunk that can hydrate after the page published the count:
 * rendering it at once made the text differ from the server HTML (React #418, reported by the
 * browser error reports on the wishlist pages), and React then rendered the whole strip again.
 */
function WishlistCountSuffix({ count }: { count: number | undefined }) {
  return countSuffix(useHydrated() ? count : 0);
}

function TabLabel({ tab, signedIn, wishlistCount }: { tab: AccountTab; signedIn: boolean; wishlistCount: number | undefined }) {
  return (
    <>
      {tab.title}
      {signedIn && tab.count === 'devices' ? <DeviceCountOnceLoaded /> : null}
      {/* Spec account §2: the Wishlist tab's item count (anonymous visitors have the cookie list). */}
      {tab.count === 'wishlist' ? <WishlistCountSuffix count={wishlistCount} /> : null}
    </>
  );
}

/**
 * The My Account tab strip (spec account §2): tabs from content; a tab flagged inactive when not
 * signed in is greyed and no link for anonymous visitors (aria-disabled, out of the tab order);
 * the page's own tab is marked (aria-current); My devices shows the count in brackets. The strip
 * scrolls horizontally; arrow buttons appear only while tabs are cut off (check debounced 100 ms);
 * when no tab is a link the strip itself takes focus, so the keyboard can scroll it.
 * Navigation between pages, so links in a nav, not ARIA tabs.
 */
export function MyAccountTabs({ tabs }: { tabs: AccountTab[] }) {
  const { t } = useLingui();
  const { itemPath } = useSite();
  const { signedIn, wishlistCount } = useAccountViewer();
  const stripRef = useRef<HTMLUListElement>(null);
  const { overflow, scrollBy } = useScrollOverflow(stripRef);
  const current = currentTabId(tabs, itemPath);
  // The page's own tab is scrolled into the strip's view once the page runs (scrollLeftShowing),
  // and again when the strip or a tab changes width: the scroll arrows appear beside the strip
  // once it overflows, and the device count arrives after the page runs and pushes the later
  // tabs right. Only the strip scrolls: scrollIntoView could also move the page.
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const show = () => {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not text
      const tab = strip.querySelector<HTMLElement>('[aria-current="page"]');
      if (!tab) return;
      const stripBox = strip.getBoundingClientRect();
      const tabBox = tab.getBoundingClientRect();
      strip.scrollLeft = scrollLeftShowing(
        { scrollLeft: strip.scrollLeft, width: strip.clientWidth, scrollWidth: strip.scrollWidth },
        { left: tabBox.left - stripBox.left + strip.scrollLeft, width: tabBox.width },
      );
    };
    show();
    if (typeof ResizeObserver === 'undefined') return;
    const resized = new ResizeObserver(show);
    resized.observe(strip);
    for (const item of strip.children) resized.observe(item);
    return () => resized.disconnect();
  }, [current]);
  if (tabs.length === 0) return null;
  // With every tab greyed (an anonymous visitor) nothing in the strip takes focus, so on a phone
  // the keyboard could not scroll to the cut-off tabs (axe scrollable-region-focusable): the
  // strip itself is then in the tab order, and arrow keys scroll it.
  const linkless = tabs.every((tab) => tab.inactiveWhenSignedOut && !signedIn);
  // The arrows are a pointer's shortcut (the keyboard scrolls by moving between tabs, or the strip
  // itself): plain buttons out of the tab order, so the strip needs no react-aria on a page an
  // anonymous visitor lands on.
  const arrowClassName = buttonClassName({ variant: 'ghost', size: 'small', iconOnly: true, className: styles.arrow });
  return (
    <AccountSection>
      <nav className={styles.nav} aria-label={t`My account`}>
        {overflow.start ? (
          <button type="button" tabIndex={-1} className={arrowClassName} onClick={() => scrollBy(-1)} aria-label={t`Scroll tabs left`}>
            <Icon name="chevron-left" />
          </button>
        ) : null}
        {/* A scrollable region with nothing focusable in it must itself be focusable (WCAG 2.1.1). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <ul className={styles.strip} ref={stripRef} tabIndex={linkless ? 0 : undefined}>
          {tabs.map((tab) => {
            const inactive = tab.inactiveWhenSignedOut && !signedIn;
            const isCurrent = tab.id === current;
            return (
              <li key={tab.id} className={styles.item}>
                {inactive ? (
                  // A disabled link is an <a> without href (no role of its own, so the role is
                  // needed): the native element, where a <span role="link"> is not (valid HTML).
                  // eslint-disable-next-line jsx-a11y/anchor-is-valid
                  <a className={`${styles.tab} ${styles.inactive}`} role="link" aria-disabled="true">
                    {tab.title}
                  </a>
                ) : (
                  <AppLink
                    href={tab.href}
                    className={`${styles.tab} ${isCurrent ? styles.current : ''}`}
                    aria-current={isCurrent ? 'page' : undefined}
                  >
                    <TabLabel tab={tab} signedIn={signedIn} wishlistCount={wishlistCount} />
                  </AppLink>
                )}
              </li>
            );
          })}
        </ul>
        {overflow.end ? (
          <button type="button" tabIndex={-1} className={arrowClassName} onClick={() => scrollBy(1)} aria-label={t`Scroll tabs right`}>
            <Icon name="chevron-right" />
          </button>
        ) : null}
      </nav>
    </AccountSection>
  );
}

export function MyAccountTabsBlock({ fields }: AccountBlockProps<MyAccountTabsFields>) {
  return <MyAccountTabs tabs={accountTabsFrom(fields.Tabs)} />;
}
