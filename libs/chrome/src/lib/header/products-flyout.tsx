import { Trans } from '@lingui/react/macro';
import { useProductsMenu } from '@mbw/api-clients';
import { AppLink, Button, QueryProvider, Spinner, imageUrl, useSite } from '@mbw/ui';
import { productMenuPath } from '../rules/header-rules';
import styles from './site-header.module.css';

/** Loaded on first open (React.lazy): TanStack Query and the spinner stay out of the first load. */
export default function ProductsFlyoutChunk(props: { endpoint: string | null; open: boolean; showThumbnails: boolean }) {
  return (
    <QueryProvider>
      <ProductsFlyout {...props} />
    </QueryProvider>
  );
}

/** The product list flyout: families from the tab's endpoint, fetched when it first opens. */
function ProductsFlyout({ endpoint, open, showThumbnails }: { endpoint: string | null; open: boolean; showThumbnails: boolean }) {
  const { language } = useSite();
  const products = useProductsMenu(endpoint, open);
  if (products.isPending) return <Spinner showLabel />;
  if (products.isError) {
    return (
      <div className={styles.flyoutError} role="alert">
        <p>
          <Trans>Something went wrong</Trans>
        </p>
        <Button variant="secondary" size="small" onPress={() => void products.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return (
    <ul className={styles.productGrid}>
      {products.data.map((product) => (
        <li key={product.NameEn}>
          <AppLink href={productMenuPath(language, product.NameEn)} className={styles.productLink}>
            {showThumbnails && product.ImageUrl ? (
              <img src={imageUrl(product.ImageUrl, 100)} alt="" width={48} height={48} loading="lazy" decoding="async" />
            ) : null}
            {product.Name}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
