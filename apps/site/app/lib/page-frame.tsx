import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import brand from 'virtual:brand';
import { CookieConsentBanner, CookieConsentProvider, HeaderStatusProvider, type HeaderStatus } from '@mbw/chrome';
import { StandaloneSearchForm } from '@mbw/search';
import { Button, Dialog, SiteProvider, useBrowserCookie } from '@mbw/ui';
import { COOKIES } from '@mbw/util';

/**
 * What every page is framed by: the site context, the header's status (the app is where the
 * features meet: account, shop and search own what the header shows), cookie consent and the
 * cart panel. Until sign-in, the wishlist and the cart exist, the header shows an anonymous
 * visitor with empty lists.
 */
export function PageFrame({ language, itemPath, children }: { language: string; itemPath: string; children: ReactNode }) {
  const country = useBrowserCookie(COOKIES.country).value;
  const countryCode = useBrowserCookie(COOKIES.countryCode).value;
  const [cartOpen, setCartOpen] = useState(false);
  const status: HeaderStatus = {
    siteName: brand.sitecoreSiteName,
    signedIn: false,
    accountPath: '/my-account',
    wishlistCount: 0,
    cartQuantity: brand.shop ? 0 : null,
    onOpenCart: () => setCartOpen(true),
    countryCode: country ?? countryCode ?? 'CH',
    searchSlot: <StandaloneSearchForm />,
  };
  return (
    <SiteProvider value={{ language, itemPath, brand: { displayName: brand.displayName, logo: brand.logo } }}>
      <CookieConsentProvider>
        <HeaderStatusProvider value={status}>
          {children}
          {brand.shop ? <CartPanel isOpen={cartOpen} onOpenChange={setCartOpen} /> : null}
          <CookieConsentBanner />
        </HeaderStatusProvider>
      </CookieConsentProvider>
    </SiteProvider>
  );
}

/** The cart panel (a panel, not a route: spec shop §2). The shop issue fills it; today it is empty. */
function CartPanel({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      title={t`Cart`}
      placement="slide-over"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      actions={(close) => (
        <Button variant="secondary" onPress={close}>
          {t`Continue browsing`}
        </Button>
      )}
    >
      <p>{t`Your cart is empty.`}</p>
    </Dialog>
  );
}
