import { Trans } from '@lingui/react/macro';
import { linkValue, textValue } from '@mbw/api-clients';
import { LinkButton } from '@mbw/ui';
import type { BlockProps } from '../../placeholder/component-map';
import styles from './registration-promotion.module.css';

export interface RegistrationPromotionFields {
  Title?: unknown;
  Text?: unknown;
  /** The sign-up page (the shop or customer portal registration). */
  RegisterLink?: unknown;
}

/**
 * Invites visitors to create an account: title, text and a register button. Needs a title and a
 * register link, else an empty shell. The button says the link's text, else 'Register now'.
 */
export function RegistrationPromotionBlock({ fields }: BlockProps<RegistrationPromotionFields>) {
  const title = textValue(fields.Title).trim();
  const link = linkValue(fields.RegisterLink);
  if (!title || !link) return <section className={styles.block} aria-hidden="true" />;
  const text = textValue(fields.Text).trim();
  const label = typeof link.text === 'string' ? link.text.trim() : '';
  return (
    <section className={styles.block}>
      <div className={styles.inner}>
        <div>
          <h2 className={styles.title}>{title}</h2>
          {text ? <p className={styles.text}>{text}</p> : null}
        </div>
        <LinkButton className={styles.cta} href={link.href} target={link.target}>
          {label || <Trans>Register now</Trans>}
        </LinkButton>
      </div>
    </section>
  );
}
