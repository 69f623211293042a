import { Trans } from '@lingui/react/macro';
import { Icon, Image, pageSectionClassNames as pageSection } from '@mbw/ui';
import type { ProductPageView } from '../../rules/product-view';
import { IMAGE_SIZES } from './image-sizes';
import styles from './product-benefits.module.css';

/**
 * Benefits (spec product §2, §3 benefits.data, isBullet): as a check-marked list when the product
 * data asks for bullets, otherwise as cards with their images.
 */
export function ProductBenefits({ benefits }: { benefits: ProductPageView['benefits'] }) {
  if (benefits.items.length === 0) return null;
  return (
    <section className={pageSection.section} aria-labelledby="benefits-title" data-print="hide">
      <h2 id="benefits-title" className={pageSection.title}>
        <Trans>Benefits</Trans>
      </h2>
      {benefits.isBullet ? (
        <ul className={styles.bullets}>
          {benefits.items.map((benefit, index) => (
            <li key={`${benefit.title}-${index}`}>
              <Icon name="check" size={22} className={styles.check} />
              <div>
                {benefit.title ? <h3 className={styles.title}>{benefit.title}</h3> : null}
                {benefit.subTitle ? <p className={styles.subTitle}>{benefit.subTitle}</p> : null}
                {benefit.description ? <p className={styles.description}>{benefit.description}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <ul className={styles.cards}>
          {benefits.items.map((benefit, index) => (
            <li key={`${benefit.title}-${index}`} className={styles.card}>
              {benefit.image ? (
                <Image src={benefit.image} alt="" width={320} height={213} sizes={IMAGE_SIZES.thirds} className={styles.image} />
              ) : null}
              <div className={styles.cardBody}>
                {benefit.title ? <h3 className={styles.title}>{benefit.title}</h3> : null}
                {benefit.subTitle ? <p className={styles.subTitle}>{benefit.subTitle}</p> : null}
                {benefit.description ? <p className={styles.description}>{benefit.description}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
