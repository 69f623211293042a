import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useEffect, useReducer, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { AppLink, Icon, buttonClassName, useHydrated, useSite } from '@mbw/ui';
import { forgetStoredContact } from '@mbw/util';
import { badgeText, isContactLink, signInHref } from '../rules/header-rules';
import { initialMobileMenu, mobileMenuReducer } from '../rules/mobile-menu';
import { DesktopNav } from './desktop-nav';
import { useHeaderStatus } from './header-status';
import { LanguageSelector } from './language-selector';
import { type HeaderFields, visibleMenuItems } from './menu-types';
import styles from './site-header.module.css';
import { useStickyHeader } from './use-sticky-header';

// The mobile menu and account panel load the first time one opens (not first-load code).
const MobilePanels = lazy(() => import('./mobile-menu'));

const iconButton = buttonClassName({ variant: 'ghost', iconOnly: true });

/**
 * Spec discovery §2: a top info 'contact' link forgets the stored contact point and person first
 * (the contact forms state, @mbw/util; only its small storage part, the header being in every
 * page's first load).
 */
function clearStoredContact() {
  forgetStoredContact();
}

/**
 * The site header (spec discovery §2): top info links and the language selector; logo to
 * /{language}/; main tabs with flyouts on desktop and a menu panel on mobile (≤ 960 px); search,
 * account, wishlist and (shop brands) cart icons; sticky, hiding while scrolling down.
 */
export function SiteHeader({ fields }: { fields: HeaderFields }) {
  const { t } = useLingui();
  const { brand, language, itemPath } = useSite();
  const status = useHeaderStatus();
  const location = useLocation();
  // One header per page: a fixed id, so the no-script link can name it (#site-search).
  const searchId = 'site-search';
  const hydrated = useHydrated();
  const [searchOpen, setSearchOpen] = useState(false);
  const [menu, dispatch] = useReducer(mobileMenuReducer, initialMobileMenu);
  const [mobileLoaded, setMobileLoaded] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const sticky = useStickyHeader(searchOpen, headerRef);
  const searchBarRef = useRef<HTMLDivElement>(null);
  // Opening the search bar puts the caret in its box: the visitor opened it to type.
  useEffect(() => {
    if (searchOpen) searchBarRef.current?.querySelector('input')?.focus();
  }, [searchOpen]);
  // Following a link in the menu or the account panel closes them.
  useEffect(() => dispatch({ type: 'navigated', url: location.pathname }), [location.pathname]);
  const items = visibleMenuItems(fields.MenuItems);
  const topLinks = (fields.TopInfoLinks ?? []).filter(
    (link) => typeof link?.href === 'string' && typeof link?.text === 'string' && link.text !== '',
  );
  const brandName = brand.displayName;
  const wishlistCount = status.wishlistCount;
  const wishlistBadge = badgeText(wishlistCount);
  const cartQuantity = status.cartQuantity ?? 0;

  return (
    <header ref={headerRef} className={styles.header} data-hidden={!sticky.visible} onFocus={sticky.show}>
      <div className={styles.topBar}>
        <div className={styles.topBarInner}>
          <ul className={styles.topLinks}>
            {topLinks.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href} onClick={isContactLink(link.href) ? clearStoredContact : undefined}>
                  {link.text}
                </AppLink>
              </li>
            ))}
          </ul>
          {status.signedIn ? (
            <p className={styles.greeting}>
              <span>{t`Hello, ${status.customerName ?? ''}`}</span>
              <a href="/logout">{t`Sign out`}</a>
            </p>
          ) : null}
          <LanguageSelector variant="desktop" />
        </div>
      </div>
      <div className={styles.bar}>
        <AppLink href="/" className={styles.logo}>
          <img src={brand.logo.src} width={brand.logo.width} height={brand.logo.height} alt={t`${brandName} home page`} />
        </AppLink>
        {items.length > 0 ? <DesktopNav items={items} /> : null}
        <div className={styles.icons}>
          {hydrated ? (
            <button
              type="button"
              className={`${iconButton} ${styles.iconButton}`}
              onClick={() => setSearchOpen((open) => !open)}
              aria-expanded={searchOpen}
              aria-controls={searchId}
              aria-label={t`Search`}
            >
              <Icon name="search" />
            </button>
          ) : (
            // Without JavaScript the icon opens the bar as a link to it (CSS :target shows it): its
            // GET form reaches the search page. Hydration makes it the toggle button.
            <a href={`#${searchId}`} className={`${iconButton} ${styles.iconButton}`} aria-label={t`Search`}>
              <Icon name="search" />
            </a>
          )}
          {status.signedIn ? (
            <AppLink href={status.accountPath} className={`${styles.iconLink} ${styles.desktopOnly}`} aria-label={t`My account`}>
              <Icon name="user" />
            </AppLink>
          ) : (
            <a href={signInHref(language, itemPath)} className={`${styles.iconLink} ${styles.desktopOnly}`} aria-label={t`Sign in`}>
              <Icon name="user" />
            </a>
          )}
          <button
            type="button"
            className={`${iconButton} ${styles.iconButton} ${styles.mobileOnly}`}
            onClick={() => {
              setMobileLoaded(true);
              dispatch({ type: 'toggle-account-panel', url: location.pathname });
            }}
            aria-expanded={menu.isAccountPanelOpen}
            aria-label={t`My account`}
          >
            <Icon name="user" />
          </button>
          <AppLink
            href="/my-account/wishlist"
            className={styles.iconLink}
            aria-label={wishlistCount > 0 ? t`Wishlist, ${wishlistCount} items` : t`Wishlist`}
          >
            <Icon name="heart" />
            {wishlistBadge ? (
              <span className={styles.badge} aria-hidden="true">
                {wishlistBadge}
              </span>
            ) : null}
          </AppLink>
          {status.cartQuantity !== null ? (
            <button
              type="button"
              className={`${iconButton} ${styles.iconButton}`}
              onClick={() => status.onOpenCart?.()}
              aria-label={cartQuantity > 0 ? t`Cart, ${cartQuantity} items` : t`Cart`}
            >
              <Icon name="cart" />
              {cartQuantity > 0 ? (
                <span className={styles.badge} aria-hidden="true">
                  {cartQuantity > 99 ? '99+' : cartQuantity}
                </span>
              ) : null}
            </button>
          ) : null}
          <button
            type="button"
            className={`${iconButton} ${styles.iconButton} ${styles.mobileOnly}`}
            onClick={() => {
              setMobileLoaded(true);
              dispatch({ type: 'toggle-menu', url: location.pathname });
            }}
            aria-expanded={menu.isMobileMenuOpen}
            aria-label={t`Menu`}
          >
            <Icon name="menu" />
          </button>
        </div>
      </div>
      <div id={searchId} ref={searchBarRef} className={styles.searchBar} hidden={!searchOpen}>
        {status.searchSlot}
      </div>
      {mobileLoaded ? (
        <Suspense fallback={null}>
          <MobilePanels items={items} topLinks={topLinks} state={menu} dispatch={dispatch} />
        </Suspense>
      ) : null}
    </header>
  );
}
