import { createContext, use, type ReactNode } from 'react';

/** What the wishlist parts need of the page: who the visitor is (spec shop §6) and the page's language. */
export interface WishlistPage {
  signedIn: boolean;
  language: string;
}

const WishlistContext = createContext<WishlistPage>({ signedIn: false, language: 'en' });

/** Set by the site app's page frame (features do not read each other's viewer). */
export function WishlistProvider({ value, children }: { value: WishlistPage; children: ReactNode }) {
  return <WishlistContext value={value}>{children}</WishlistContext>;
}

export function useWishlistPage(): WishlistPage {
  return use(WishlistContext);
}
