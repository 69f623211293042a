import { textValue } from '@mbw/api-clients';
import { Accordion, type AccordionItem } from '@mbw/ui';
import { useId } from 'react';
import type { BlockProps } from '../../placeholder/component-map';
import { datasourceItems, itemKey, sanitizedHtml } from '../../rules/datasource-items';
import styles from './accordion.module.css';
import { MissingDatasource } from '../../placeholder/missing-datasource';

export interface AccordionFields {
  /** Optional heading above the items (h2). */
  Title?: unknown;
  /** Child items, each with `fields.Title` (text) and `fields.Text` (rich text, sanitised). */
  Items?: unknown;
}

/**
 * Accordion block (spec discovery §4): each item's title toggles its rich text body with a 500 ms
 * transition (the @mbw/ui Accordion: a button in an h3, aria-expanded, Enter/Space). Items without
 * a title are skipped; with no datasource the spec's content-gap hint shows (§8), with no usable
 * items an empty shell.
 */
export function AccordionBlock({ fields }: BlockProps<AccordionFields>) {
  const headingId = useId();
  const items = datasourceItems(fields.Items);
  if (items === null) {
    return <MissingDatasource />;
  }
  const title = textValue(fields.Title);
  const entries: AccordionItem[] = items.flatMap((item, index) => {
    const itemTitle = textValue(item.fields?.['Title']);
    if (!itemTitle) return [];
    const html = sanitizedHtml(item.fields?.['Text']);
    return [
      {
        id: itemKey(item, index),
        title: itemTitle,
        content: html ? <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} /> : null,
      },
    ];
  });
  if (entries.length === 0) return <section className={styles.block} aria-hidden="true" />;
  return (
    <section className={styles.block} aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      <Accordion items={entries} headingLevel={title ? 3 : 2} />
    </section>
  );
}
