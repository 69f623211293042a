import { Trans, useLingui } from '@lingui/react/macro';
import { Icon, buttonClassName, pageSectionClassNames as pageSection } from '@mbw/ui';
import { useId, useState } from 'react';
import type { ProductDescription } from '../../rules/product-description';
import styles from './product-details.module.css';
import sections from './product-sections.module.css';

/** Paragraphs of a plain-text description (blank lines separate them). */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * The details section (spec product §2), the target of the hero's #details link: the description
 * title and intro, and the second abstract behind read more / read less (hidden by default, but
 * in the HTML; printed in full).
 */
export function ProductDetails({ description }: { description: ProductDescription }) {
  const { t } = useLingui();
  const bodyId = useId();
  const [expanded, setExpanded] = useState(false);
  const body = paragraphs(description.body);
  return (
    <section id="details" className={pageSection.section} aria-labelledby="details-title">
      <h2 id="details-title" className={pageSection.title}>
        {description.title || t`Product details`}
      </h2>
      {paragraphs(description.intro).map((paragraph) => (
        <p key={paragraph} className={styles.intro}>
          {paragraph}
        </p>
      ))}
      {body.length > 0 ? (
        <>
          <div id={bodyId} className={styles.body} hidden={!expanded}>
            {body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <button
            type="button"
            className={buttonClassName({ variant: 'ghost', size: 'small', className: sections.toggle })}
            aria-expanded={expanded}
            aria-controls={bodyId}
            data-print="hide"
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? <Trans>Read less</Trans> : <Trans>Read more</Trans>}
            <Icon name="chevron-down" />
          </button>
        </>
      ) : null}
    </section>
  );
}
