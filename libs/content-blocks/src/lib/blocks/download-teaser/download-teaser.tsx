import { Trans, useLingui } from '@lingui/react/macro';
import { linkValue, textValue } from '@mbw/api-clients';
import { buttonClassName, useSite } from '@mbw/ui';
import { useEffect, useId, useRef, useState } from 'react';
import type { BlockProps } from '../../placeholder/component-map';
import { fileTypeLabel, formatFileSize, initialVisibleCount, moreCount, revealMore } from './download-teaser-rules';
import { datasourceItems, itemKey } from '../../rules/datasource-items';
import styles from './download-teaser.module.css';
import { MissingDatasource } from '../../placeholder/missing-datasource';

export interface DownloadTeaserFields {
  /** Optional heading (h2). */
  Title?: unknown;
  /**
   * Child items, each with `fields.Title` (text), `fields.File` (link field to the media file),
   * optional `fields.Size` (bytes, or text such as "2 MB") and `fields.FileType` ("PDF").
   */
  Items?: unknown;
}

interface Download {
  key: string;
  title: string;
  href: string;
  type: string;
  size: string;
}

/**
 * Download teaser (spec discovery §4, §9): shows 3 downloads, each click on the button reveals 3
 * more, and the button says how many: min(3, remaining). After a reveal, focus moves to the first
 * new download so keyboard users continue where the list grew. Downloads need a title and a file;
 * with no datasource the content-gap hint shows (§8), with none usable an empty shell.
 */
export function DownloadTeaserBlock({ fields }: BlockProps<DownloadTeaserFields>) {
  const { t } = useLingui();
  const { language } = useSite();
  const headingId = useId();
  const items = datasourceItems(fields.Items);
  const downloads: Download[] = (items ?? []).flatMap((item, index) => {
    const title = textValue(item.fields?.['Title']);
    const file = linkValue(item.fields?.['File']);
    if (!title || !file) return [];
    const rawSize = (item.fields?.['Size'] as { value?: unknown } | undefined)?.value;
    const size = typeof rawSize === 'number' || typeof rawSize === 'string' ? formatFileSize(rawSize, language) : '';
    return [
      { key: itemKey(item, index), title, href: file.href, type: fileTypeLabel(textValue(item.fields?.['FileType']), file.href), size },
    ];
  });
  const [visible, setVisible] = useState(() => initialVisibleCount(downloads.length));
  const focusIndex = useRef<number | null>(null);
  const linkRefs = useRef<(HTMLAnchorElement | null)[]>([]);

  useEffect(() => {
    if (focusIndex.current === null) return;
    linkRefs.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [visible]);

  if (items === null) {
    return <MissingDatasource />;
  }
  if (downloads.length === 0) return <section className={styles.block} aria-hidden="true" />;

  const title = textValue(fields.Title);
  const shown = Math.min(Math.max(visible, initialVisibleCount(downloads.length)), downloads.length);
  const more = moreCount(shown, downloads.length);

  return (
    <section className={styles.block} aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      <ul className={styles.list}>
        {downloads.slice(0, shown).map((download, index) => {
          const meta = [download.type, download.size].filter(Boolean).join(', ');
          return (
            <li key={download.key} className={styles.item}>
              <a
                ref={(element) => {
                  linkRefs.current[index] = element;
                }}
                className={styles.link}
                href={download.href}
                download
              >
                <DownloadIcon />
                <span className={styles.name}>{download.title}</span>
                {meta ? <span className={styles.meta}>{meta}</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
      {more > 0 ? (
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary', className: styles.more })}
          onClick={() => {
            focusIndex.current = shown;
            setVisible(revealMore(shown, downloads.length));
          }}
          aria-label={t`Show ${more} more downloads`}
        >
          <Trans>Show {more} more</Trans>
        </button>
      ) : null}
    </section>
  );
}

/** Decorative download arrow (the @mbw/ui icon set has none). */
function DownloadIcon() {
  return (
    <svg
      className={styles.icon}
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </svg>
  );
}
