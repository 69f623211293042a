import { createContext, use, type ReactNode } from 'react';

/**
 * Who the visitor is, as the account screens in the browser need it (spec account §3 user
 * context, §6 signed in). The page shell's loader derives it from the session on the server;
 * nothing in it is secret (no token ever reaches the browser).
 */
export interface AccountViewer {
  /** Spec account §6: a user in context, not the anonymous name, no editor active. */
  signedIn: boolean;
  /** The name the headline and the header greet with. */
  lastName: string | null;
  /** The customer's e-mail address (My Newsletters shows it). */
  email: string | null;
  /** Items in the visitor's wishlists (the wishlist feature's count, passed by the site app); the Wishlist tab shows it. */
  wishlistCount?: number;
}

export const ANONYMOUS_ACCOUNT_VIEWER: AccountViewer = { signedIn: false, lastName: null, email: null };

const AccountViewerContext = createContext<AccountViewer>(ANONYMOUS_ACCOUNT_VIEWER);

export function AccountViewerProvider({ value, children }: { value: AccountViewer; children: ReactNode }) {
  return <AccountViewerContext value={value}>{children}</AccountViewerContext>;
}

/** The visitor; anonymous outside a provider. */
export function useAccountViewer(): AccountViewer {
  return use(AccountViewerContext);
}
