import { textValue } from '@mbw/api-clients';
import type { BlockProps } from '../../placeholder/component-map';
import { listItems } from '../../rules/editorial-items';
import styles from './history.module.css';

export interface HistoryFields {
  Title?: unknown;
  /** Child items, each with `Year`, `Title` and `Text`. */
  Entries?: unknown;
}

/**
 * A company timeline: an ordered list of milestones (year, title, text). Entries keep the editor's
 * order (some histories run newest first); an entry needs a year and a title, else it is skipped.
 * No entry left → empty shell.
 */
export function HistoryBlock({ fields }: BlockProps<HistoryFields>) {
  const entries = listItems(fields.Entries)
    .map((item) => ({
      id: item.id,
      year: textValue(item.fields['Year']).trim(),
      title: textValue(item.fields['Title']).trim(),
      text: textValue(item.fields['Text']).trim(),
    }))
    .filter((entry) => entry.year && entry.title);
  if (entries.length === 0) return <section className={styles.block} aria-hidden="true" />;
  const title = textValue(fields.Title).trim();
  return (
    <section className={styles.block}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <ol className={styles.timeline}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.entry}>
            <p className={styles.year}>{entry.year}</p>
            <h3 className={styles.entryTitle}>{entry.title}</h3>
            {entry.text ? <p className={styles.text}>{entry.text}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
