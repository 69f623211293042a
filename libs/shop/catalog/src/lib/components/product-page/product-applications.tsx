import { Trans } from '@lingui/react/macro';
import { Icon, Image, buttonClassName, pageSectionClassNames as pageSection } from '@mbw/ui';
import { useId, useState } from 'react';
import { APPLICATIONS_SHOWN, showFirst } from '../../rules/show-first';
import type { ProductPageView } from '../../rules/product-view';
import { IMAGE_SIZES } from './image-sizes';
import styles from './product-applications.module.css';
import sections from './product-sections.module.css';

/** Applications (spec product §2, §9): the first 9, then "Show all". */
export function ProductApplications({ applications }: { applications: ProductPageView['applications'] }) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  if (applications.length === 0) return null;
  const shown = showFirst(applications, APPLICATIONS_SHOWN, expanded);
  const total = applications.length;
  return (
    <section className={pageSection.section} aria-labelledby="applications-title" data-print="hide">
      <h2 id="applications-title" className={pageSection.title}>
        <Trans>Applications</Trans>
      </h2>
      <ul id={listId} className={styles.grid}>
        {shown.visible.map((application, index) => (
          <li key={`${application.name}-${index}`} className={styles.item}>
            {application.imageUrl ? (
              <Image
                src={application.imageUrl}
                alt=""
                width={320}
                height={213}
                sizes={IMAGE_SIZES.halvesThenThirds}
                className={styles.image}
              />
            ) : (
              <span className={styles.image} />
            )}
            <span className={styles.name}>{application.name}</span>
          </li>
        ))}
      </ul>
      {shown.canToggle ? (
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary', size: 'small', className: sections.toggle })}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? <Trans>Show less</Trans> : <Trans>Show all ({total})</Trans>}
          <Icon name="chevron-down" />
        </button>
      ) : null}
    </section>
  );
}
