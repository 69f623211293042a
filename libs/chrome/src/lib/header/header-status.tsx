import { createContext, use, type ReactNode } from 'react';

/**
 * What the header shows that other features own: sign-in (account), wishlist and cart counts
 * (shop), the search box (search). Features never import each other, so the site app fills this
 * in; until an owner exists the values are the honest defaults (anonymous, empty).
 */
export interface HeaderStatus {
  /** Sitecore site name, for the per-site language cookie. */
  siteName: string;
  signedIn: boolean;
  /** The signed-in customer's last name, which the header greets (issue 14); null when anonymous. */
  customerName: string | null;
  /** Where "my account" lives for signed-in users; anonymous users start sign-in at /login. */
  accountPath: string;
  wishlistCount: number;
  /** Null on brands without the shop: no cart icon. */
  cartQuantity: number | null;
  onOpenCart?: () => void;
  /** ISO country from the country cookie (CH by default, spec account §9). */
  countryCode: string;
  /** The search box shown when the search icon is toggled. */
  searchSlot?: ReactNode;
}

const HeaderStatusContext = createContext<HeaderStatus | null>(null);

export function HeaderStatusProvider({ value, children }: { value: HeaderStatus; children: ReactNode }) {
  return <HeaderStatusContext value={value}>{children}</HeaderStatusContext>;
}

export function useHeaderStatus(): HeaderStatus {
  const value = use(HeaderStatusContext);
  if (!value) throw new Error('useHeaderStatus must be used within a HeaderStatusProvider');
  return value;
}
