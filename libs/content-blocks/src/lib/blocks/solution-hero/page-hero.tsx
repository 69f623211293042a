import { useLingui } from '@lingui/react/macro';
import { imageValue, linkValue, textValue } from '@mbw/api-clients';
import { Image, LinkButton, WIDE_IMAGE_WIDTHS } from '@mbw/ui';
import type { CSSProperties } from 'react';
import type { BlockProps } from '../../placeholder/component-map';
import { PAGE_HERO_IMAGE_SIZES, pageHeroCustomProperties, pageHeroHeadingLevel, type PageHeroKind } from '../../rules/solution-hero';
import styles from './page-hero.module.css';

export interface PageHeroFields {
  /** Background image, full bleed (the page's LCP image: loaded eagerly, high priority). */
  Image?: unknown;
  /** The page's h1 (see pageHeroHeadingLevel); required, else an empty shell. */
  Title?: unknown;
  /** A short plain-text intro. */
  Text?: unknown;
  /** Call to action; its text, else "Learn more". */
  Link?: unknown;
}

/**
 * The full-viewport page hero shared by the solution hero and the start-page hero (spec discovery
 * §2, §9). Above 960 px it fills the screen under the menu and sticks there while the following
 * content scrolls over it; at 960 px and below it is an ordinary block. The text sits on a dark
 * gradient over the image, so white text keeps AA contrast whatever the image and the brand.
 *
 * How the following content scrolls over it without touching other blocks: the hero sticks one
 * layer below the page content, and an opaque backdrop right after it (its own element, filling
 * the rest of the page content, full width) sits between the two. The next blocks then slide over
 * the hero on that backdrop, whatever their own background. The hero sticks until the page
 * content ends, so with nothing after it, it simply scrolls away.
 */
export function PageHero({ kind, fields, params }: BlockProps<PageHeroFields> & { kind: PageHeroKind }) {
  const { t } = useLingui();
  const kindClass = kind === 'start' ? styles.start : styles.solution;
  const title = textValue(fields.Title);
  if (!title) return <section className={`${styles.hero} ${kindClass}`} aria-hidden="true" />;
  const text = textValue(fields.Text);
  const image = imageValue(fields.Image);
  const link = linkValue(fields.Link);
  const Heading = pageHeroHeadingLevel(params) === 2 ? 'h2' : 'h1';
  return (
    <>
      <section
        className={[styles.hero, kindClass, image ? '' : styles.plain].filter(Boolean).join(' ')}
        style={pageHeroCustomProperties(kind) as CSSProperties}
      >
        {image ? (
          <>
            <Image {...image} priority widths={WIDE_IMAGE_WIDTHS} sizes={PAGE_HERO_IMAGE_SIZES} className={styles.image} />
            <div className={styles.shade} />
          </>
        ) : null}
        <div className={styles.content}>
          <Heading className={styles.title}>{title}</Heading>
          {text ? <p className={styles.text}>{text}</p> : null}
          {link ? (
            <LinkButton href={link.href} target={link.target} variant="secondary" className={styles.cta}>
              {link.text || t`Learn more`}
            </LinkButton>
          ) : null}
        </div>
      </section>
      <div className={styles.backdrop} />
    </>
  );
}
