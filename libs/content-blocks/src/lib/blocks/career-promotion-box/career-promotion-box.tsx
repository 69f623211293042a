import { Trans } from '@lingui/react/macro';
import { imageValue, linkValue, textValue } from '@mbw/api-clients';
import { Image, LinkButton } from '@mbw/ui';
import type { BlockProps } from '../../placeholder/component-map';
import { EDITORIAL_IMAGE_SIZES } from '../../rules/editorial-items';
import styles from './career-promotion-box.module.css';

export interface CareerPromotionBoxFields {
  Title?: unknown;
  Text?: unknown;
  Image?: unknown;
  /** The job listing page. */
  JobsLink?: unknown;
}

/**
 * Points to the job listing: image beside title, text and a jobs button (image above on phones).
 * Needs a title and a jobs link, else an empty shell; the button says the link's text, else
 * 'View open positions'.
 */
export function CareerPromotionBoxBlock({ fields }: BlockProps<CareerPromotionBoxFields>) {
  const title = textValue(fields.Title).trim();
  const link = linkValue(fields.JobsLink);
  if (!title || !link) return <section className={styles.block} aria-hidden="true" />;
  const text = textValue(fields.Text).trim();
  const image = imageValue(fields.Image);
  const label = typeof link.text === 'string' ? link.text.trim() : '';
  return (
    <section className={styles.block}>
      <div className={styles.box}>
        {image ? (
          <Image
            className={styles.image}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            sizes={EDITORIAL_IMAGE_SIZES.halfWidth}
          />
        ) : null}
        <div className={styles.content}>
          <h2 className={styles.title}>{title}</h2>
          {text ? <p className={styles.text}>{text}</p> : null}
          <LinkButton href={link.href} target={link.target}>
            {label || <Trans>View open positions</Trans>}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
