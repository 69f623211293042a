import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { contactCardFields, type ContactPoint } from '@mbw/api-clients';
import { localizeHref, useSite } from '@mbw/ui';
import styles from './locator.module.css';

export interface ContactCardProps {
  point: ContactPoint;
  /** The favourite star (the page decides its state). */
  star: ReactNode;
  isMain?: boolean;
  /** The heading level: 3 in the list, 2 in the map's info window. */
  headingLevel?: 2 | 3;
  onShowOnMap?: () => void;
}

/**
 * A contact card (spec discovery §2 "Points list"): category with the provider in brackets,
 * company name with the favourite star, address, phone, fax, mail, website, shop, how to find us,
 * details, and the contact button, or a disabled contact label when the point has no contact page
 * items. The same card fills the map's info window.
 */
export function ContactCard({ point, star, isMain = false, headingLevel = 3, onShowOnMap }: ContactCardProps) {
  const { t } = useLingui();
  const { language } = useSite();
  const id = useId();
  const card = contactCardFields(point);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const contact = card.contactItems[0];
  return (
    <article className={styles.card} aria-labelledby={id} data-point-id={point.id}>
      <p className={styles.category}>
        {isMain ? (
          <span className={styles.mainBadge}>
            <Trans>Your contact</Trans>
          </span>
        ) : null}
        {card.category}
        {card.provider ? ` (${card.provider})` : ''}
      </p>
      <div className={styles.cardHead}>
        <Heading id={id} className={styles.company}>
          {card.companyName}
        </Heading>
        {star}
      </div>
      {card.addressLines.length > 0 ? (
        <address className={styles.address}>
          {card.addressLines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      ) : null}
      <ul className={styles.channels}>
        {card.phone ? (
          <li>
            {t`Phone`}: {card.phone.href ? <a href={card.phone.href}>{card.phone.text}</a> : card.phone.text}
          </li>
        ) : null}
        {card.fax ? (
          <li>
            {t`Fax`}: {card.fax}
          </li>
        ) : null}
        {card.email ? (
          <li>
            {t`E-mail`}: {card.email.href ? <a href={card.email.href}>{card.email.text}</a> : card.email.text}
          </li>
        ) : null}
        {card.website ? (
          <li>
            <a href={card.website} rel="noopener noreferrer" target="_blank">
              <Trans>Website</Trans>
              <span className={styles.srOnly}>{` ${card.companyName}`}</span>
            </a>
          </li>
        ) : null}
        {card.shop ? (
          <li>
            <a href={card.shop} rel="noopener noreferrer" target="_blank">
              <Trans>Shop</Trans>
              <span className={styles.srOnly}>{` ${card.companyName}`}</span>
            </a>
          </li>
        ) : null}
      </ul>
      <div className={styles.actions}>
        {card.howToFindUs ? (
          <a href={card.howToFindUs} rel="noopener noreferrer" target="_blank">
            <Trans>How to find us</Trans>
            <span className={styles.srOnly}>{` ${card.companyName}`}</span>
          </a>
        ) : null}
        {card.details ? (
          <a href={localizeHref(card.details, language)}>
            <Trans>Details</Trans>
            <span className={styles.srOnly}>{` ${card.companyName}`}</span>
          </a>
        ) : null}
        {onShowOnMap ? (
          <button type="button" className={styles.linkButton} onClick={onShowOnMap}>
            <Trans>Show on map</Trans>
            <span className={styles.srOnly}>{` ${card.companyName}`}</span>
          </button>
        ) : null}
        {contact ? (
          <a className={styles.contactButton} href={localizeHref(contact.href, language)}>
            <Trans>Contact</Trans>
            <span className={styles.srOnly}>{` ${card.companyName}`}</span>
          </a>
        ) : (
          <span className={styles.contactDisabled} aria-disabled="true">
            <Trans>Contact</Trans>
            <span className={styles.srOnly}>
              {' '}
              <Trans>(not available for this point)</Trans>
            </span>
          </span>
        )}
      </div>
    </article>
  );
}
