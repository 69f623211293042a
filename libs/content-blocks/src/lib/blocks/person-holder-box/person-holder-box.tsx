import { useLingui } from '@lingui/react/macro';
import { imageValue, linkValue, textValue } from '@mbw/api-clients';
import { AppLink, EmailAddress, Icon, Image, buttonClassName } from '@mbw/ui';
import { updateContactFormsState, withPerson } from '@mbw/util';
import type { BlockProps } from '../../placeholder/component-map';
import { EDITORIAL_IMAGE_SIZES, listItems, mailHref, phoneHref } from '../../rules/editorial-items';
import { personBoxAction, personSnapshot, workFormHref, type PersonBoxPerson } from '../../rules/person-box';
import styles from './person-holder-box.module.css';

export interface PersonHolderBoxFields {
  Title?: unknown;
  /**
   * Child items, each with `Portrait`, `TeaserTitle`, `FirstName` and `LastName` (or `Name`),
   * `Description` (or `Role`), `Email`, `Phone`, and for the work form button `CallToAction`,
   * `WorkFormUrl` and `SalesPoint`.
   */
  Persons?: unknown;
}

/**
 * Contact people (spec discovery §2 "Person box"): picture, teaser title, first and last name (h3),
 * description and e-mail / phone links; with a call-to-action, a work form URL and a sales point a
 * button to the work form instead, whose click stores the person in the contact forms state (the
 * contact page's panel then shows them, spec §4). A person needs a name, else
 * the card is skipped; an e-mail or phone that does not make a valid link is not shown (a dead
 * mailto is worse than none). The links show the address and number themselves (visitors copy
 * them) and carry an accessible name saying whom they reach. An address wraps only before its '@'
 * or a dot, never mid-word. No person → empty shell.
 */
export function PersonHolderBoxBlock({ fields }: BlockProps<PersonHolderBoxFields>) {
  const { t } = useLingui();
  const persons = listItems(fields.Persons)
    .map((item) => {
      const { fields: own } = item;
      const text = (value: unknown) => textValue(value).trim();
      const [firstName, lastName] = [text(own['FirstName']), text(own['LastName'])];
      const portrait = imageValue(own['Portrait']);
      const salesPointField = own['SalesPoint'] as { id?: unknown } | undefined;
      const person: PersonBoxPerson = {
        id: item.id,
        teaserTitle: text(own['TeaserTitle']),
        firstName,
        lastName,
        name: [firstName, lastName].filter(Boolean).join(' ') || text(own['Name']),
        description: text(own['Description']) || text(own['Role']),
        picture: portrait ? { src: portrait.src, alt: portrait.alt } : null,
        email: text(own['Email']),
        phone: text(own['Phone']),
        callToAction: text(own['CallToAction']),
        workFormUrl: workFormHref(linkValue(own['WorkFormUrl'])?.href ?? text(own['WorkFormUrl'])),
        salesPoint: typeof salesPointField?.id === 'string' ? salesPointField.id : text(own['SalesPoint']),
      };
      return {
        ...person,
        portrait,
        emailHref: mailHref(person.email),
        phoneHref: phoneHref(person.phone),
        action: personBoxAction(person),
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
                {person.teaserTitle ? <p className={styles.role}>{person.teaserTitle}</p> : null}
                <h3 className={styles.name}>{person.name}</h3>
                {person.description ? <p className={styles.role}>{person.description}</p> : null}
                {person.action === 'work-form' ? (
                  // Spec §2: the work form instead of the links; the click stores the person for the contact page's panel.
                  <AppLink
                    className={buttonClassName({ variant: 'primary', size: 'small' })}
                    href={person.workFormUrl}
                    onClick={() => updateContactFormsState((state) => withPerson(state, personSnapshot(person), person.salesPoint))}
                  >
                    {person.callToAction}
                  </AppLink>
                ) : person.emailHref || person.phoneHref ? (
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
