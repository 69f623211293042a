import { Trans } from '@lingui/react/macro';
import { linkValue, textValue } from '@mbw/api-clients';
import { AppLink } from '@mbw/ui';
import type { BlockProps } from '../placeholder/component-map';
import styles from './hero.module.css';

export interface HeroFields {
  Title?: unknown;
  Text?: unknown;
  Link?: unknown;
}

/**
 * Page hero: the page's <h1>, an intro and an optional call to action. `params.Variant === 'Start'`
 * is the taller start-page version. Without a title it renders an empty shell (spec discovery §5).
 */
export function Hero({ fields, params }: BlockProps<HeroFields>) {
  const title = textValue(fields.Title);
  if (!title) return <section className={styles.hero} aria-hidden="true" />;
  const text = textValue(fields.Text);
  const link = linkValue(fields.Link);
  return (
    <section className={params['Variant'] === 'Start' ? `${styles.hero} ${styles.start}` : styles.hero}>
      <div className={styles.inner}>
        <h1 className={styles.title}>{title}</h1>
        {text ? <p className={styles.text}>{text}</p> : null}
        {link ? (
          <AppLink className={styles.cta} href={link.href} target={link.target}>
            {link.text || <Trans>Learn more</Trans>}
          </AppLink>
        ) : null}
      </div>
    </section>
  );
}
