import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { demoDeviceLink } from '../../rules/hero-actions';
import type { ProductPageView } from '../../rules/product-view';
import type { VariantRowOffer } from '../../rules/variant-selector';
import { ProductActions, type ProductActionLinks } from './product-actions';
import { ProductGallery } from './product-gallery';
import styles from './product-hero.module.css';
import { VariantSelector } from './variant-selector';
import { AppLink, Icon } from '@mbw/ui';

export interface ProductHeroProps {
  product: ProductPageView;
  links: ProductActionLinks;
  /** Replaces the built-in variant selector (under the current variant) when given. */
  variantSlot?: ReactNode;
  /** Legal text (e.g. price and tax notes of the shop) under the variant area. */
  legalSlot?: ReactNode;
  /**
   * The shop area under the variant selector (spec shop §2 "variant selector and shop area"):
   * price, stock, delivery time, quantity and add to cart. The route composes it from the cart
   * feature (catalog and cart meet only there); absent on brands or visitors without the shop.
   */
  shopSlot?: ReactNode;
  /**
   * The link to the bundles section (spec product §2: after the legal text, before the actions).
   * It appears after hydration; low in the column, it moves little of what is in view.
   */
  bundlesLinkSlot?: ReactNode;
  /** The wishlist button among the hero's actions (the wishlist feature's, composed by the route). */
  wishlistSlot?: ReactNode;
  /** The compare button (the route composes it from the compare feature), among the actions. */
  compareSlot?: ReactNode;
  /** See ProductPageProps. */
  favouriteContactId?: string | null | undefined;
  demoDevices?: { count: number; condition: string | null } | undefined;
  renderVariantAvailability?: ((offer: VariantRowOffer) => ReactNode) | undefined;
}

/**
 * The product hero (spec product §2): gallery, title, selling points, a link to the details, the
 * current variant (article number and name, with a slot for the selector), the shop area (a slot),
 * legal text and actions.
 */
export function ProductHero({
  product,
  links,
  variantSlot,
  legalSlot,
  shopSlot,
  bundlesLinkSlot,
  wishlistSlot,
  compareSlot,
  favouriteContactId,
  demoDevices,
  renderVariantAvailability,
}: ProductHeroProps) {
  const { t } = useLingui();
  const { variant } = product;
  const count = product.variantCount;
  // Shop visitors: the way to the variant's demo devices, or back to its new device.
  const demo = demoDevices ? demoDeviceLink({ path: product.path, condition: demoDevices.condition, demoCount: demoDevices.count }) : null;
  const demoCount = demo?.kind === 'demo' ? demo.count : 0;
  return (
    <section className={styles.hero} aria-labelledby="product-title">
      <ProductGallery items={product.gallery} productName={product.name} />
      <div className={styles.info}>
        {product.category ? <p className={styles.category}>{product.category}</p> : null}
        <h1 id="product-title" className={styles.title}>
          {product.name}
        </h1>
        {product.usps.length > 0 ? (
          <ul className={styles.usps} aria-label={t`Key benefits`}>
            {product.usps.map((usp) => (
              <li key={usp}>
                <Icon name="check" size={18} className={styles.uspIcon} />
                <span>{usp}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <a href="#details" className={styles.detailsLink} data-print="hide">
          <Trans>Product details</Trans>
          <Icon name="arrow-down" size={18} />
        </a>
        {variant ? (
          <div className={styles.variant}>
            <p className={styles.variantName}>{variant.articleName || product.name}</p>
            <dl className={styles.variantFacts}>
              <div>
                <dt>
                  <Trans>Article number</Trans>
                </dt>
                <dd>{variant.articleNumber}</dd>
              </div>
              {variant.highlights.map((highlight) => (
                <div key={highlight.title}>
                  <dt>{highlight.title}</dt>
                  <dd>{highlight.subTitle}</dd>
                </div>
              ))}
            </dl>
            {count > 1 ? (
              <p className={styles.variantCount}>
                <Trans>This product comes in {count} variants.</Trans>
              </p>
            ) : null}
            {variantSlot ?? <VariantSelector product={product} renderAvailability={renderVariantAvailability} />}
          </div>
        ) : null}
        {shopSlot ? <div className={styles.shop}>{shopSlot}</div> : null}
        {demo ? (
          <p className={styles.demoLink} data-print="hide">
            <AppLink href={demo.href}>
              {demo.kind === 'demo' ? <Trans>Also available as a demo device ({demoCount})</Trans> : <Trans>Show the new device</Trans>}
            </AppLink>
          </p>
        ) : null}
        {legalSlot ? <div className={styles.legal}>{legalSlot}</div> : null}
        {bundlesLinkSlot}
        <ProductActions
          links={links}
          title={product.name}
          path={product.path}
          favouriteContactId={favouriteContactId}
          product={{ englishName: product.englishName, articleNumber: variant?.articleNumber ?? null, solutionKeys: product.solutionKeys }}
          wishlistSlot={wishlistSlot}
          compareSlot={compareSlot}
        />
      </div>
    </section>
  );
}
