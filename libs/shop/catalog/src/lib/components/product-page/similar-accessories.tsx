import { Trans } from '@lingui/react/macro';
import { AppLink, Icon, Image, buttonClassName, pageSectionClassNames as pageSection } from '@mbw/ui';
import { PRODUCT_ACCESSORIES_ANCHOR } from '@mbw/util';
import { useEffect, useId, useRef, useState } from 'react';
import { accessoriesPaging, type AccessoryCardView } from '../../rules/similar-accessories';
import sections from './product-sections.module.css';
import { SECTION_IMAGE_SIZES } from './section-media';
import styles from './similar-accessories.module.css';

/**
 * Similar accessories (spec product §2, §9): a grid of cards (image, name, article number,
 * subtitle) linking to the accessory's page; 9 show, then "Show n more" adds min(9, remaining)
 * and moves focus to the first new card. Nothing when there are none (or their call failed).
 * The section's id is the anchor My Devices' "Accessories and spare parts" links land on.
 */
export function SimilarAccessories({ accessories }: { accessories: AccessoryCardView[] }) {
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const [presses, setPresses] = useState(0);
  // Index of the card to focus once a "Show more" press has rendered (the first new one).
  const pendingFocus = useRef<number | null>(null);
  const paging = accessoriesPaging(accessories.length, presses);

  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    pendingFocus.current = null;
    list.current?.children[index]?.querySelector('a')?.focus();
  }, [paging.shown]);

  if (accessories.length === 0) return null;
  const more = paging.more;
  return (
    <section
      id={PRODUCT_ACCESSORIES_ANCHOR}
      className={pageSection.section}
      aria-labelledby="similar-accessories-title"
      data-print="hide"
      data-testid="similar-accessories"
    >
      <h2 id="similar-accessories-title" className={pageSection.title}>
        <Trans>Similar accessories</Trans>
      </h2>
      <ul ref={list} id={listId} className={styles.grid}>
        {accessories.slice(0, paging.shown).map((accessory) => (
          <li key={accessory.articleNumber} className={styles.card}>
            {accessory.imageUrl ? (
              <Image
                src={accessory.imageUrl}
                alt=""
                width={320}
                height={213}
                sizes={SECTION_IMAGE_SIZES.accessory}
                className={styles.image}
              />
            ) : (
              <span className={styles.image} />
            )}
            <div className={styles.body}>
              <h3 className={styles.name}>
                <AppLink href={accessory.href} className={styles.link}>
                  {accessory.name}
                </AppLink>
              </h3>
              {accessory.subtitle ? <p className={styles.subtitle}>{accessory.subtitle}</p> : null}
              <p className={styles.article}>
                <ArticleNumber value={accessory.articleNumber} />
              </p>
            </div>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary', size: 'small', className: sections.toggle })}
          aria-controls={listId}
          onClick={() => {
            pendingFocus.current = paging.shown;
            setPresses((value) => value + 1);
          }}
        >
          <Trans>Show {more} more</Trans>
          <Icon name="chevron-down" />
        </button>
      ) : null}
    </section>
  );
}

function ArticleNumber({ value }: { value: string }) {
  return <Trans>Art. no. {value}</Trans>;
}
