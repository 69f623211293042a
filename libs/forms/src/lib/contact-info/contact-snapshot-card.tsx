import { useLingui } from '@lingui/react/macro';
import { EmailAddress, Image } from '@mbw/ui';
import type { ContactSnapshot } from '@mbw/util';
import styles from './contact-info.module.css';

/** `tel:` keeps the leading + and the digits; too few digits make no link. */
function telHref(phone: string): string | null {
  const digits = phone.replace(/[^+\d]/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}

/** An http(s) website only (a stored value is never trusted to be one). */
function websiteHref(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The selected contact in the panel: the map card's fields (category, company, address, phone,
 * fax, mail, website; the card rule is @mbw/api-clients `contactCardFields`), or a person's
 * picture, teaser title, name and description. The e-mail is already '' when it has none or more
 * than one @ (spec §4): then no mail line at all.
 */
export function ContactSnapshotCard({ contact }: { contact: ContactSnapshot }) {
  const { t } = useLingui();
  const phoneLink = contact.phone ? telHref(contact.phone) : null;
  const website = contact.website ? websiteHref(contact.website) : null;
  const { name } = contact;
  return (
    <article className={styles.card} data-contact-id={contact.id} data-contact-kind={contact.kind}>
      {contact.picture ? (
        <Image className={styles.picture} src={contact.picture.src} alt={contact.picture.alt} width={112} height={112} />
      ) : null}
      {contact.category ? <p className={styles.category}>{contact.category}</p> : null}
      <h3 className={styles.name}>{contact.name}</h3>
      {contact.description ? <p className={styles.description}>{contact.description}</p> : null}
      {contact.addressLines.length > 0 ? (
        <address className={styles.address}>
          {contact.addressLines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      ) : null}
      <ul className={styles.channels}>
        {contact.phone ? (
          <li>
            {t`Phone`}: {phoneLink ? <a href={phoneLink}>{contact.phone}</a> : contact.phone}
          </li>
        ) : null}
        {contact.fax ? (
          <li>
            {t`Fax`}: {contact.fax}
          </li>
        ) : null}
        {contact.email ? (
          <li>
            {t`E-mail`}:{' '}
            <a href={`mailto:${contact.email}`}>
              <EmailAddress address={contact.email} />
            </a>
          </li>
        ) : null}
        {website ? (
          <li>
            <a href={website} rel="noopener noreferrer" target="_blank" aria-label={t`Website of ${name}`}>
              {t`Website`}
            </a>
          </li>
        ) : null}
      </ul>
    </article>
  );
}
