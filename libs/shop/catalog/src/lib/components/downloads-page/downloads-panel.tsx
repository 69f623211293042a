import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { AppLink, buttonClassName, Checkbox, Icon, Select, useHydrated, visuallyHidden } from '@mbw/ui';
import { isAllSelected, scheduleBulkDownload, selectionReducer } from '@mbw/util';
import { nextStep, shownCount, groupByCategory } from '../../rules/downloads-paging';
import type { DownloadRow, DownloadsTabView } from '../../rules/downloads-view';
import { DOWNLOADS_ALL, DOWNLOADS_FILTER_ALL, isDownloadVisible, type DownloadsFilter } from '../../rules/downloads-visibility';
import { dispatchDownloadEvent, pushDownloads, saveFile } from './downloads-events';
import styles from './downloads-page.module.css';

export interface DownloadsPanelProps {
  tab: DownloadsTabView;
  /** Desktop: checkboxes, select-all and bulk download; other devices: the single links only. */
  bulk: boolean;
  /** The filter banner (a link to another tab), when there is one. */
  banner?: { text: string; linkText: string; href: string } | null;
  /** Test seam: how one file is saved (fetch as a blob and save). */
  save?: (row: DownloadRow) => Promise<void>;
  /** h2 under the page title; h3 when the tab's own title is an h2 (single tab). */
  groupHeading?: 'h2' | 'h3';
}

/**
 * One tab of the downloads page (spec product §2, §4, §5): language and category filters, the
 * items grouped by category (5, then 5 more), single downloads, restricted items locked with a
 * request prompt, and on desktop the selection for the bulk download. The tab mounts afresh when
 * it is chosen, so filters, paging and selection start at All / 5 / nothing on every tab change.
 */
export function DownloadsPanel({ tab, bulk, banner, save = saveFile, groupHeading: GroupHeading = 'h2' }: DownloadsPanelProps) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const [filter, setFilter] = useState<DownloadsFilter>(DOWNLOADS_FILTER_ALL);
  const [moreClicks, setMoreClicks] = useState<Record<string, number>>({});
  const [selection, dispatch] = useReducer(selectionReducer, []);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const cancelBulk = useRef<(() => void) | null>(null);
  const focusAfterMore = useRef<{ category: string; index: number } | null>(null);
  const listRefs = useRef(new Map<string, HTMLUListElement>());

  const groups = useMemo(() => {
    const visible = tab.rows.filter((row) => isDownloadVisible(row, filter));
    return groupByCategory(visible, tab.categories).map((group) => ({
      ...group,
      shown: group.items.slice(0, shownCount(group.items.length, moreClicks[group.category] ?? 0)),
    }));
  }, [tab, filter, moreClicks]);
  const selectable = useMemo(
    () =>
      groups
        .flatMap((group) => group.shown)
        .filter((row) => !row.locked && row.href)
        .map((row) => row.id),
    [groups],
  );

  // The selection keeps only results still shown (after filtering).
  useEffect(() => dispatch({ type: 'prune', ids: selectable }), [selectable]);
  useEffect(() => () => cancelBulk.current?.(), []);
  useEffect(() => {
    const target = focusAfterMore.current;
    if (!target) return;
    focusAfterMore.current = null;
    const row = listRefs.current.get(target.category)?.children.item(target.index);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not text
    row?.querySelector<HTMLElement>('input, a')?.focus();
  }, [groups]);

  const changeFilter = (next: Partial<DownloadsFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setMoreClicks({});
  };

  const startBulk = () => {
    const rows = tab.rows.filter((row) => selection.includes(row.id) && row.href && !row.locked);
    if (rows.length === 0 || busy) return;
    setBusy(true);
    cancelBulk.current = scheduleBulkDownload(rows, {
      download: (row) => save(row).then(() => dispatchDownloadEvent(row, 'bulk')),
      onProgress: ({ started, total }) => setStatus(t`Downloading ${started} of ${total}…`),
      onFinish: (saved) => {
        pushDownloads(saved, 'bulk');
        setBusy(false);
        cancelBulk.current = null;
        setStatus(t`Downloads finished.`);
      },
    });
  };

  const languageOptions = [
    { value: DOWNLOADS_ALL, label: t`All languages` },
    ...tab.languages.map((language) => ({ value: language.languageShort, label: language.language })),
  ];
  const categoryOptions = [
    { value: DOWNLOADS_ALL, label: t`All categories` },
    ...tab.categories.map((category) => ({ value: category, label: category })),
  ];
  const allSelected = isAllSelected(selection, selectable);
  const count = selection.length;

  return (
    <div className={styles.panel}>
      {banner ? (
        <p className={styles.banner}>
          {banner.text} <a href={banner.href}>{banner.linkText}</a>
        </p>
      ) : null}
      <div className={styles.filters}>
        <Select
          label={t`Language`}
          options={languageOptions}
          selectedKey={filter.language}
          onSelectionChange={(language) => changeFilter({ language })}
        />
        <Select
          label={t`Category`}
          options={categoryOptions}
          selectedKey={filter.category}
          onSelectionChange={(category) => changeFilter({ category })}
        />
      </div>

      {bulk && selectable.length > 0 ? (
        <div className={styles.bulkBar}>
          <Checkbox isSelected={allSelected} onChange={(selected) => dispatch({ type: 'toggle-all', ids: selectable, selected })}>
            {t`Select all`}
          </Checkbox>
          <button
            type="button"
            className={buttonClassName({ variant: 'primary', size: 'small' })}
            disabled={!hydrated || count === 0 || busy}
            onClick={startBulk}
          >
            <Icon name="download" size={18} />
            {t`Download selected (${count})`}
          </button>
        </div>
      ) : null}
      <p role="status" aria-live="polite" className={styles.status}>
        {status}
      </p>

      {groups.length === 0 ? (
        <p className={styles.empty}>{tab.rows.length === 0 ? t`There are no downloads here yet.` : t`No downloads match these filters.`}</p>
      ) : (
        groups.map((group) => {
          const step = nextStep(group.items.length, group.shown.length);
          const category = group.category;
          return (
            <div key={category} className={styles.group}>
              <GroupHeading className={styles.groupTitle}>
                {category} <span className={styles.groupCount}>({group.items.length})</span>
              </GroupHeading>
              <ul
                className={styles.list}
                ref={(element) => {
                  if (element) listRefs.current.set(category, element);
                  else listRefs.current.delete(category);
                }}
              >
                {group.shown.map((row) => (
                  <DownloadRowItem
                    key={row.id}
                    row={row}
                    bulk={bulk}
                    selected={selection.includes(row.id)}
                    onSelect={(selected) => dispatch({ type: 'toggle', id: row.id, selected })}
                  />
                ))}
              </ul>
              {step > 0 ? (
                <button
                  type="button"
                  className={`${buttonClassName({ variant: 'secondary', size: 'small' })} ${styles.more}`}
                  aria-label={t`Show ${step} more: ${category}`}
                  onClick={() => {
                    focusAfterMore.current = { category, index: group.shown.length };
                    setMoreClicks((current) => ({ ...current, [category]: (current[category] ?? 0) + 1 }));
                  }}
                >
                  {t`Show ${step} more`}
                </button>
              ) : null}
            </div>
          );
        })
      )}
    </div>
  );
}

function DownloadRowItem({
  row,
  bulk,
  selected,
  onSelect,
}: {
  row: DownloadRow;
  bulk: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const { t } = useLingui();
  const meta = [row.language, row.fileType, row.isVisibleForAllLanguages ? t`all languages` : null].filter(Boolean).join(' · ');
  const canSelect = bulk && !row.locked && !!row.href;
  return (
    <li className={`${styles.row} ${row.locked ? styles.lockedRow : ''}`}>
      <div className={`${styles.main} ${bulk ? styles.withCheck : ''}`}>
        {canSelect ? (
          <Checkbox isSelected={selected} onChange={onSelect}>
            <span className={styles.rowTitle}>{row.title}</span>
          </Checkbox>
        ) : (
          <span className={`${styles.rowTitle} ${bulk && !row.locked ? styles.checkIndent : ''}`}>
            {row.locked ? <Icon name="lock" size={bulk ? 22 : 18} className={styles.lockIcon} /> : null}
            {row.title}
          </span>
        )}
        <span className={`${styles.meta} ${bulk ? styles.checkIndent : ''}`}>{meta}</span>
      </div>
      <div className={styles.action}>
        {row.locked && row.requestHref ? (
          <>
            <span className={styles.restricted}>{t`Restricted`}</span>
            <AppLink href={row.requestHref} className={styles.request}>
              {t`Request access`}
              <span className={visuallyHidden}>: {row.title}</span>
            </AppLink>
          </>
        ) : row.href ? (
          <a
            href={row.href}
            download={row.fileName}
            className={styles.download}
            onClick={() => {
              dispatchDownloadEvent(row, 'single');
              pushDownloads([row], 'single');
            }}
          >
            <Icon name="download" size={18} />
            {t`Download`}
            <span className={visuallyHidden}>: {row.title}</span>
          </a>
        ) : null}
      </div>
    </li>
  );
}
