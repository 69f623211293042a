import { useLingui } from '@lingui/react/macro';
import { imageValue, textValue } from '@mbw/api-clients';
import { EmailAddress, Icon, Image } from '@mbw/ui';
import type { BlockProps } from '../../placeholder/component-map';
import { EDITORIAL_IMAGE_SIZES, listItems, mailHref, phoneHref } from '../../rules/editorial-items';
import styles from './person-holder-box.module.css';

export interface PersonHolderBoxFields {
  Title?: unknown;
  /** Child items, each with `Portrait`, `Name`, `Role`, `Email` and `Phone`. */
  Persons?: unknown;
}

/**
 * Contact people: portrait, name (h3), role and e-mail / phone links. A person needs a name, else
 * the card is skipped; an e-mail or phone that does not make a valid link is not shown (a dead
 * mailto is worse than none). The links show the address and number themselves (visitors copy
 * them) and carry an accessible name saying whom they reach. An address wraps only before its '@'
 * or a dot, never mid-word. No person → empty shell.
 */
export function PersonHolderBoxBlock({ fields }: BlockProps<PersonHolderBoxFields>) {
  const { t } = useLingui();
  const persons = listItems(fields.Persons)
    .map((item) => {
      const email = textValue(item.fields['Email']).trim();
      const phone = textValue(item.fields['Phone']).trim();
      return {
        id: item.id,
        name: textValue(item.fields['Name']).trim(),
        role: textValue(item.fields['Role']).trim(),
        portrait: imageValue(item.fields['Portrait']),
        email,
        emailHref: mailHref(email),
        phone,
        phoneHref: phoneHref(phone),
      };
    })
    .filter((person) => person.name);
  if (persons.length === 0) return <section className={styles.block} aria-hidden="true" />;
  const title = textValue(fields.Title).trim();
  return (
    <section className={styles.block}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <ul className={styles.grid}>
        {persons.map((person) => {
          const { name, email, phone } = person;
          return (
            <li key={person.id} className={styles.card}>
              {person.portrait ? (
                <Image
                  className={styles.portrait}
                  src={person.portrait.src}
                  alt={person.portrait.alt}
                  width={person.portrait.width}
                  height={person.portrait.height}
                  widths={[100, 320]}
                  sizes={EDITORIAL_IMAGE_SIZES.personPortrait}
                />
              ) : (
                <span className={styles.placeholder}>
                  <Icon name="user" size={40} />
                </span>
              )}
              <div className={styles.details}>
                <h3 className={styles.name}>{person.name}</h3>
                {person.role ? <p className={styles.role}>{person.role}</p> : null}
                {person.emailHref || person.phoneHref ? (
                  <ul className={styles.contacts}>
                    {person.emailHref ? (
                      <li>
                        <a className={styles.contact} href={person.emailHref} aria-label={t`E-mail ${name}: ${email}`}>
                          <EmailAddress address={person.email} />
                        </a>
                      </li>
                    ) : null}
                    {person.phoneHref ? (
                      <li>
                        <a className={styles.contact} href={person.phoneHref} aria-label={t`Call ${name}: ${phone}`}>
                          {person.phone}
                        </a>
                      </li>
                    ) : null}
                  </ul>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
