import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import brand from 'virtual:brand';
import { ANONYMOUS_ACCOUNT_VIEWER, AccountViewerProvider, type AccountViewer } from '@mbw/account';
import { CookieConsentBanner, CookieConsentProvider, HeaderStatusProvider, useCookieConsent, type HeaderStatus } from '@mbw/chrome';
import { SearchBar } from '@mbw/search';
import { WishlistProvider, useWishlistCount } from '@mbw/shop-wishlist';
import { SiteProvider, useBrowserCookie, useHydrated } from '@mbw/ui';
import { COOKIES, OFFLINE_MAP, isCookieMalformed, readBrowserCookie } from '@mbw/util';
import type { TagManagerSettings } from '@mbw/analytics';
import type { loader as rootLoader } from '../root';
import { PageAnalytics } from '../analytics/page-analytics';
import { FloatingCompare } from '../compare/floating-compare';

/**
 * The cart (panel, notification, floating toggle, the cartId cookie's cart) is a lazy chunk, loaded
 * on shop pages only when there is a cart to show: a cartId cookie, the header's cart icon, or the
 * cart's first use on the page (the cart lib's state announces it with this event, e.g. on add to
 * cart: libs/shop/cart state/cart-store.ts CART_USED_EVENT).
 */
const CartPanel = lazy(() => import('../shop/cart-panel'));
const CART_USED_EVENT = 'mbw:shop-cart-used';

/**
 * The header's search bar: the brand's global search hub, and search analytics only with the
 * visitor's statistics consent (read inside the consent provider, where the header renders it).
 */
function HeaderSearchBar() {
  const { statisticsAllowed } = useCookieConsent();
  return <SearchBar searchHub={brand.search.hubs.global} statisticsConsent={statisticsAllowed} />;
}

/** The signed-in customer as the page shell's loader passes it: nothing secret. */
export interface FrameCustomer {
  lastName: string;
  email: string;
}

/**
 * What every page is framed by: the site context, the header's status (the app is where the
 * features meet: account, shop and search own what the header shows), the account viewer, cookie
 * consent and the cart panel. The customer comes from the session (page shell): the header greets
 * them and the account screens read them (useAccountViewer). The header's cart count is the
 * cart's (reported by the lazily loaded cart); the wishlist count (header heart, My Account tab) is
 * the wishlist feature's, which also moves the cookie list into the account after sign-in.
 */
export function PageFrame({
  language,
  itemPath,
  customer,
  shop = false,
  tagManager = null,
  children,
}: {
  language: string;
  itemPath: string;
  customer: FrameCustomer | null;
  /** The request's shop fact (spec shop §1): brand.shop and the visitor's shop check. */
  shop?: boolean;
  /** The brand's tag manager, loaded only after statistics consent (analytics/page-analytics.tsx). */
  tagManager?: TagManagerSettings | null;
  children: ReactNode;
}) {
  const shopShown = brand.shop && shop;
  const country = useBrowserCookie(COOKIES.country).value;
  const countryCode = useBrowserCookie(COOKIES.countryCode).value;
  const hydrated = useHydrated();
  const map = useRouteLoaderData<typeof rootLoader>('root')?.map ?? OFFLINE_MAP;
  // A cartId cookie (a malformed one too: the cart drops it). Read in the browser only; the cart
  // renders after hydration, so the server's false never meets the browser's true.
  const [cartWanted, setCartWanted] = useState(
    () =>
      typeof document !== 'undefined' &&
      (readBrowserCookie(COOKIES.cartId) !== undefined || isCookieMalformed(COOKIES.cartId, document.cookie)),
  );
  useEffect(() => {
    if (!shopShown) return;
    const want = () => setCartWanted(true);
    window.addEventListener(CART_USED_EVENT, want);
    return () => window.removeEventListener(CART_USED_EVENT, want);
  }, [shopShown]);
  // Each press of the header's cart icon asks the cart to open (also before its chunk arrived).
  const [cartOpenRequest, setCartOpenRequest] = useState(0);
  const [cartQuantity, setCartQuantity] = useState(0);
  const wishlistCount = useWishlistCount({ signedIn: customer !== null, language });
  const viewer: AccountViewer = customer
    ? { signedIn: true, lastName: customer.lastName || null, email: customer.email || null, wishlistCount }
    : { ...ANONYMOUS_ACCOUNT_VIEWER, wishlistCount };
  const status: HeaderStatus = {
    siteName: brand.sitecoreSiteName,
    signedIn: customer !== null,
    customerName: customer?.lastName ?? null,
    accountPath: '/my-account',
    wishlistCount,
    cartQuantity: shopShown ? cartQuantity : null,
    onOpenCart: () => {
      setCartWanted(true);
      setCartOpenRequest((count) => count + 1);
    },
    countryCode: country ?? countryCode ?? 'CH',
    searchSlot: <HeaderSearchBar />,
  };
  return (
    <SiteProvider value={{ language, itemPath, brand: { id: brand.id, displayName: brand.displayName, logo: brand.logo }, map }}>
      <AccountViewerProvider value={viewer}>
        <WishlistProvider value={{ signedIn: customer !== null, language }}>
          <CookieConsentProvider>
            <HeaderStatusProvider value={status}>
              {/* Before the page: its effects (consent defaults, the pageview) run before the page's pushes. */}
              <PageAnalytics tagManager={tagManager} />
              {children}
              {shopShown && hydrated && cartWanted ? (
                <Suspense fallback={null}>
                  <CartPanel
                    language={language}
                    signedIn={customer !== null}
                    openRequest={cartOpenRequest}
                    onQuantityChange={setCartQuantity}
                  />
                </Suspense>
              ) : null}
              <FloatingCompare itemPath={itemPath} />
              <CookieConsentBanner shop={brand.shop} />
            </HeaderStatusProvider>
          </CookieConsentProvider>
        </WishlistProvider>
      </AccountViewerProvider>
    </SiteProvider>
  );
}
