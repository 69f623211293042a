import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { Result } from '@coveo/headless/ssr';
import type { RestrictedDownloads } from '@mbw/search-data-access';
import { AppLink, buttonClassName, Checkbox, Icon, useHydrated, visuallyHidden } from '@mbw/ui';
import { isAllSelected, scheduleBulkDownload, selectionReducer } from '@mbw/util';
import { downloadRowOf, pushDownloadAnalytics, saveDownload, selectableIds, type DownloadRow } from './download-rows';
import styles from './download-results.module.css';

/**
 * The downloads listers' results (spec discovery §2, §4, §6): a row per file (title, type, format,
 * a download link), restricted files locked with a request prompt unless the viewer may download
 * them. Hydrated on a desktop-wide screen: a checkbox per row, select-all (ticked when every file
 * shown is selected) and "Download selected", one file per second (@mbw/util's bulk rule); the
 * selection keeps only the files shown. Narrower than 960 px the checkboxes give way to the rows'
 * own download links (click-to-download); without JavaScript the links download too.
 */
export function DownloadResults({ results, access }: { results: readonly Result[]; access: RestrictedDownloads }) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const rows = useMemo(() => results.map((result) => downloadRowOf(result, access)), [results, access]);
  const ids = useMemo(() => selectableIds(rows), [rows]);
  const [selection, dispatch] = useReducer(selectionReducer, []);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const cancelBulk = useRef<(() => void) | null>(null);
  // §4: the selection is pruned to the results shown.
  useEffect(() => dispatch({ type: 'prune', ids }), [ids]);
  useEffect(() => () => cancelBulk.current?.(), []);
  const selected = rows.filter((row) => row.href !== null && selection.includes(row.id));
  const count = selected.length;
  const startBulk = () => {
    if (count === 0 || busy) return;
    setBusy(true);
    cancelBulk.current = scheduleBulkDownload(selected, {
      download: (row: DownloadRow) => saveDownload(row),
      onProgress: ({ started, total }) => setStatus(t`Downloading ${started} of ${total}…`),
      onFinish: (saved) => {
        pushDownloadAnalytics(saved, 'bulk');
        cancelBulk.current = null;
        setBusy(false);
        setStatus(t`Downloads finished.`);
      },
    });
  };
  const bulk = hydrated && ids.length > 0;
  return (
    <div className={styles.downloads}>
      {bulk ? (
        <div className={styles.bulkBar}>
          <Checkbox isSelected={isAllSelected(selection, ids)} onChange={(all) => dispatch({ type: 'toggle-all', ids, selected: all })}>
            {t`Select all`}
          </Checkbox>
          <button
            type="button"
            className={buttonClassName({ variant: 'primary', size: 'small' })}
            disabled={count === 0 || busy}
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
      <ul className={styles.list}>
        {rows.map((row) => (
          <li
            key={row.id}
            className={`${styles.row} ${row.locked ? styles.locked : ''}`}
            data-download-row={row.locked ? 'locked' : 'open'}
          >
            {bulk ? (
              <span className={styles.check}>
                {row.href ? (
                  <Checkbox
                    isSelected={selection.includes(row.id)}
                    onChange={(on) => dispatch({ type: 'toggle', id: row.id, selected: on })}
                  >
                    <span className={visuallyHidden}>{t`Select ${row.title}`}</span>
                  </Checkbox>
                ) : null}
              </span>
            ) : null}
            <span className={styles.main}>
              <span className={styles.title}>
                {row.locked ? <Icon name="lock" size={18} className={styles.lockIcon} /> : null}
                {row.title}
              </span>
              <span className={styles.meta}>{[row.type, row.format].filter(Boolean).join(' · ')}</span>
            </span>
            <span className={styles.action}>
              {row.locked && row.requestHref ? (
                <>
                  <span className={styles.restricted}>{t`Restricted`}</span>
                  <AppLink href={row.requestHref} className={styles.link}>
                    {t`Request access`}
                    <span className={visuallyHidden}>: {row.title}</span>
                  </AppLink>
                </>
              ) : row.href ? (
                <a href={row.href} download={row.fileName} className={styles.link} onClick={() => pushDownloadAnalytics([row], 'single')}>
                  <Icon name="download" size={18} />
                  {t`Download`}
                  <span className={visuallyHidden}>: {row.title}</span>
                </a>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
