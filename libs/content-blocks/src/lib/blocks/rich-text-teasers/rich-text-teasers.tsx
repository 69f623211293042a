import { Trans } from '@lingui/react/macro';
import { linkValue, textValue } from '@mbw/api-clients';
import { AppLink } from '@mbw/ui';
import type { BlockProps } from '../../placeholder/component-map';
import { RICH_TEXT_TEASERS_MAX, richTextTeaserFieldNames } from '../../rules/editorial-items';
import type { SanitizedHtmlField } from '../rich-text';
import styles from './rich-text-teasers.module.css';

type HtmlField = SanitizedHtmlField | { value?: unknown; sanitized?: undefined };
type TeaserNumber = 1 | 2 | 3 | 4;

/**
 * Teasers are numbered fields on the datasource (Teaser1… Teaser4), not child items: the server's
 * sanitiser works on a rendering's own named fields, so rich text in child items would never be
 * marked sanitised and would never render.
 */
export type RichTextTeasersFields = { Title?: unknown } & {
  [N in TeaserNumber as `Teaser${N}Title`]?: unknown;
} & {
  /** Rich text (sanitised on the server). */
  [N in TeaserNumber as `Teaser${N}Text`]?: HtmlField;
} & {
  [N in TeaserNumber as `Teaser${N}Link`]?: unknown;
};

/**
 * A row of up to four teasers: optional h3 title, rich text and a link. A teaser needs sanitised
 * text; the link is optional and says its text, else 'Read more'. No teaser left → empty shell.
 */
export function RichTextTeasersBlock({ fields }: BlockProps<RichTextTeasersFields>) {
  const all = fields as Record<string, unknown>;
  const teasers = Array.from({ length: RICH_TEXT_TEASERS_MAX }, (_, index) => {
    const n = index + 1;
    const names = richTextTeaserFieldNames(n);
    const html = all[names.text] as HtmlField | undefined;
    return {
      n,
      title: textValue(all[names.title]).trim(),
      html: html && html.sanitized === true && typeof html.value === 'string' ? html.value.trim() : '',
      link: linkValue(all[names.link]),
    };
  }).filter((teaser) => teaser.html);
  if (teasers.length === 0) return <section className={styles.block} aria-hidden="true" />;
  const title = textValue(fields.Title).trim();
  return (
    <section className={styles.block}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <ul className={styles.row} data-count={teasers.length}>
        {teasers.map((teaser) => (
          <li key={teaser.n} className={styles.teaser}>
            {teaser.title ? <h3 className={styles.teaserTitle}>{teaser.title}</h3> : null}
            <div className={styles.text} dangerouslySetInnerHTML={{ __html: teaser.html }} />
            {teaser.link ? (
              <AppLink className={styles.link} href={teaser.link.href} target={teaser.link.target}>
                {teaser.link.text?.trim() || <Trans>Read more</Trans>}
              </AppLink>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
