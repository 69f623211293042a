import { Trans } from '@lingui/react/macro';
import { textValue } from '@mbw/api-clients';
import { buttonClassName, Icon } from '@mbw/ui';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { BlockProps } from '../../placeholder/component-map';
import { sanitizedHtml } from '../../rules/datasource-items';
import styles from './read-more-text.module.css';

export interface ReadMoreTextFields {
  /** Optional heading (h2). */
  Title?: unknown;
  /** The text (rich text, sanitised on the server). Required. */
  Text?: unknown;
}

// useLayoutEffect warns on the server; the measurement only matters in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

/**
 * Read-more text (spec discovery §4): the text starts collapsed; a button (aria-expanded,
 * aria-controls) toggles collapsed/expanded. Text short enough to fit needs no button. Without
 * text it renders an empty shell (§5).
 */
export function ReadMoreTextBlock({ fields }: BlockProps<ReadMoreTextFields>) {
  const contentId = useId();
  const headingId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [fits, setFits] = useState(false);
  const html = sanitizedHtml(fields.Text);
  const title = textValue(fields.Title);

  useBrowserLayoutEffect(() => {
    const element = contentRef.current;
    // jsdom and hidden elements measure 0: keep the button then.
    if (element && element.scrollHeight > 0 && element.scrollHeight <= element.clientHeight) setFits(true);
  }, [html]);

  if (!html) return <section className={styles.block} aria-hidden="true" />;
  const collapsed = !expanded && !fits;
  return (
    <section className={styles.block} aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      <div
        id={contentId}
        ref={contentRef}
        className={collapsed ? `${styles.content} ${styles.collapsed}` : styles.content}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {fits ? null : (
        <button
          type="button"
          className={buttonClassName({ variant: 'ghost', size: 'small', className: styles.toggle })}
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? <Trans>Read less</Trans> : <Trans>Read more</Trans>}
          <Icon name="chevron-down" className={expanded ? styles.iconUp : undefined} />
        </button>
      )}
    </section>
  );
}
