import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useWishlists } from '@mbw/account-data-access';
import type { WishlistObject } from '@mbw/api-clients';
import { LoadError, QueryProvider, buttonClassName } from '@mbw/ui';
import { WISHLIST_PRODUCTS_FIELD, setFormPrefill } from '@mbw/util';
import { quoteProductsText, visibleQuoteProducts } from '../rules/quote-products';
import { visibleLists } from '../rules/wishlist-store';
import { useWishlistPage } from '../state/wishlist-context';
import { readCurrentListIndex } from '../state/wishlist-paths';
import { ItemRows } from './item-rows';
import { Loading } from './list-parts';
import { useCookieList, useCookieListProducts } from './use-anonymous-list';
import styles from './wishlist.module.css';

/**
 * The quote form's wishlist products (spec discovery §2 "Quote form shows wishlist products: 3 at
 * first, one more per click on show more"; issue 28): the anonymous cookie list, or a signed-in
 * customer's current list (the session's, as on the wishlist page). The list is read in the
 * browser: the server renders the loading state. "Show more" moves the focus to the product it
 * revealed, so a keyboard user goes on from there. The quote form on the page posts every listed
 * product (its hidden field named WISHLIST_PRODUCTS_FIELD), not only the ones shown.
 */
function ProductList({ items, language }: { items: readonly WishlistObject[]; language: string }) {
  const [clicks, setClicks] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const shown = visibleQuoteProducts(items.length, clicks);
  useEffect(() => {
    setFormPrefill(WISHLIST_PRODUCTS_FIELD, quoteProductsText(items));
    return () => setFormPrefill(WISHLIST_PRODUCTS_FIELD, null);
  }, [items]);
  if (items.length === 0)
    return (
      <p className={styles.meta}>
        <Trans>Your wishlist is empty. Add products with the heart on a product page.</Trans>
      </p>
    );
  const revealNext = () => {
    setClicks((count) => count + 1);
    // After the render: the new product's link (or the list) takes the focus.
    requestAnimationFrame(() => {
      const row = container.current?.querySelectorAll<HTMLElement>('li')[shown];
      (row?.querySelector<HTMLElement>('a') ?? row)?.focus();
    });
  };
  const total = items.length;
  return (
    <div ref={container}>
      <ItemRows items={items.slice(0, shown)} language={language} />
      <p className={styles.meta} aria-live="polite">
        <Trans>
          {shown} of {total} products shown
        </Trans>
      </p>
      {shown < items.length ? (
        <button type="button" className={buttonClassName({ variant: 'secondary', size: 'small' })} onClick={revealNext}>
          <Trans>Show more</Trans>
        </button>
      ) : null}
    </div>
  );
}

function AnonymousProducts() {
  const { t } = useLingui();
  const { language } = useWishlistPage();
  const list = useCookieList();
  const products = useCookieListProducts(list, language);
  if (!list) return <Loading label={t`Loading your wishlist`} />;
  if (list.items.length === 0) return <ProductList items={[]} language={language} />;
  if (products.isError) return <LoadError onRetry={products.refetch} />;
  if (!products.data) return <Loading label={t`Loading your wishlist`} />;
  return <ProductList items={products.data} language={language} />;
}

function SignedInProducts() {
  const { t } = useLingui();
  const { language } = useWishlistPage();
  const wishlists = useWishlists(language);
  if (wishlists.isError) return <LoadError onRetry={() => void wishlists.refetch()} />;
  if (!wishlists.data) return <Loading label={t`Loading your wishlist`} />;
  const index = readCurrentListIndex();
  const current = wishlists.data[index];
  const list = current && visibleLists([current]).length ? current : visibleLists(wishlists.data)[0];
  return <ProductList items={list?.items ?? []} language={language} />;
}

export function QuoteWishlistProducts() {
  const { signedIn } = useWishlistPage();
  const headingId = useId();
  return (
    <section className={styles.quoteProducts} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.quoteProductsTitle}>
        <Trans>Products from your wishlist</Trans>
      </h2>
      {signedIn ? (
        <QueryProvider>
          <SignedInProducts />
        </QueryProvider>
      ) : (
        <AnonymousProducts />
      )}
    </section>
  );
}
