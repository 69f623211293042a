import { textValue } from '@mbw/api-clients';
import { Icon } from '@mbw/ui';
import type { BlockProps } from '../../placeholder/component-map';
import { listItems } from '../../rules/editorial-items';
import styles from './checkmark-list.module.css';

export interface CheckmarkListFields {
  Title?: unknown;
  /** Child items, each with a `Text` field. */
  Items?: unknown;
}

/**
 * A list of benefits with check icons. The icon is decorative (the list semantics carry the
 * meaning). Items without text are skipped; with no item left it is an empty shell, even with a
 * title (a heading over nothing helps no one).
 */
export function CheckmarkListBlock({ fields }: BlockProps<CheckmarkListFields>) {
  const items = listItems(fields.Items)
    .map((item) => ({ id: item.id, text: textValue(item.fields['Text']).trim() }))
    .filter((item) => item.text);
  if (items.length === 0) return <section className={styles.block} aria-hidden="true" />;
  const title = textValue(fields.Title).trim();
  return (
    <section className={styles.block}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <span className={styles.check}>
              <Icon name="check" size={18} />
            </span>
            <span>{item.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
