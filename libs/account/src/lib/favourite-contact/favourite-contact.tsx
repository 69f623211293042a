import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { sameItemId, textValue, useContactDetails, useContactList, type ContactDetails } from '@mbw/api-clients';
import { useDeleteFavouriteContact, useFavouriteContactId, useSaveFavouriteContact } from '@mbw/account-data-access';
import { Button, Dialog, RadioGroup, Spinner, useSite } from '@mbw/ui';
import styles from './favourite-contact.module.css';

/** The FavouriteContact rendering's datasource: title, description and the folder of contacts to choose from. */
export interface FavouriteContactFields {
  Title?: unknown;
  Text?: unknown;
  /** Item id of the folder whose children are the contacts a customer may choose. */
  ContactsFolder?: unknown;
}

/** Sitecore's id notation, as the account API keeps the favourite: `{XXXXXXXX-XXXX-…}` upper case. */
export function sitecoreItemId(id: string): string {
  const hex = id.replace(/[{}-]/g, '').toUpperCase();
  if (!/^[0-9A-F]{32}$/.test(hex)) return id;
  return `{${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}}`;
}

/**
 * The favourite contact block (spec account §2, §4): title, description, and either the chosen
 * contact's details (from content GraphQL by id) or a choose button; a change link and a remove
 * action. Choosing opens a dialog listing the contacts of the content's contacts folder.
 */
export function FavouriteContact({ fields }: { fields: FavouriteContactFields }) {
  const { t } = useLingui();
  const { language } = useSite();
  const title = textValue(fields.Title);
  const description = textValue(fields.Text);
  const folder = textValue(fields.ContactsFolder);
  const favourite = useFavouriteContactId();
  const contactId = favourite.data ?? '';
  const details = useContactDetails(contactId, language);
  const remove = useDeleteFavouriteContact();
  const [choosing, setChoosing] = useState(false);
  // The button that opened the chooser (or Remove) is gone once the choice shows: focus moves on to
  // what replaced it, not to the page's start.
  const bodyRef = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  const showing = contactId === '' ? 'choose' : details.data ? 'details' : 'other';
  useEffect(() => {
    if (!moveFocus.current || choosing || showing === 'other') return;
    bodyRef.current?.querySelector<HTMLElement>('button')?.focus();
    moveFocus.current = false;
  }, [choosing, showing]);

  let body: ReactNode;
  if (favourite.isPending || (contactId !== '' && details.isPending)) body = <Spinner label={t`Loading your contact…`} showLabel />;
  else if (favourite.isError || details.isError) {
    body = (
      <div role="alert" className={styles.problem}>
        <p>
          <Trans>Something went wrong</Trans>
        </p>
        <Button variant="secondary" onPress={() => void (favourite.isError ? favourite.refetch() : details.refetch())}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (contactId === '' || !details.data) {
    body = (
      <div className={styles.empty}>
        {contactId !== '' ? (
          <p>
            <Trans>Your contact is no longer available. Please choose another one.</Trans>
          </p>
        ) : null}
        <Button onPress={() => setChoosing(true)}>
          <Trans>Choose your contact</Trans>
        </Button>
      </div>
    );
  } else {
    body = (
      <div className={styles.chosen}>
        <ContactAddress contact={details.data} />
        <div className={styles.actions}>
          <Button variant="ghost" className={styles.linkButton} onPress={() => setChoosing(true)}>
            <Trans>Change contact</Trans>
          </Button>
          <Button
            variant="ghost"
            className={styles.linkButton}
            isDisabled={remove.isPending}
            onPress={() => {
              // Set before the answer: the cache changes (and the button goes) before mutate's own callbacks run.
              moveFocus.current = true;
              remove.mutate(contactId, { onError: () => (moveFocus.current = false) });
            }}
          >
            <Trans>Remove contact</Trans>
          </Button>
        </div>
        {remove.isError ? (
          <p role="alert" className={styles.error}>
            <Trans>Something went wrong</Trans>
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <section
      className={styles.block}
      aria-labelledby={title ? 'favourite-contact-title' : undefined}
      aria-label={title ? undefined : t`Your contact`}
    >
      {title ? (
        <h2 id="favourite-contact-title" className={styles.title}>
          {title}
        </h2>
      ) : null}
      {description ? <p className={styles.description}>{description}</p> : null}
      <div ref={bodyRef}>{body}</div>
      {choosing ? (
        <ContactChooser
          folder={folder}
          currentId={contactId}
          onClose={(saved) => {
            setChoosing(false);
            if (saved) moveFocus.current = true;
          }}
        />
      ) : null}
    </section>
  );
}

/** A contact's postal details and phone (spec account §3 "Favourite contact"). */
export function ContactAddress({ contact }: { contact: ContactDetails }) {
  const { t } = useLingui();
  const street = [contact.street, contact.streetNumber].filter(Boolean).join(' ');
  const place = [contact.zipCode, contact.city].filter(Boolean).join(' ');
  return (
    <address className={styles.address}>
      {contact.companyName ? <strong>{contact.companyName}</strong> : null}
      {street ? <span>{street}</span> : null}
      {contact.streetAddendum ? <span>{contact.streetAddendum}</span> : null}
      {place ? <span>{place}</span> : null}
      {contact.country ? <span>{contact.country}</span> : null}
      {contact.phone ? (
        <span>
          {t`Phone`}: <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
        </span>
      ) : null}
    </address>
  );
}

function ContactChooser({ folder, currentId, onClose }: { folder: string; currentId: string; onClose: (saved: boolean) => void }) {
  const { t } = useLingui();
  const { language } = useSite();
  const list = useContactList(folder, language, true);
  const save = useSaveFavouriteContact();
  const current = list.data?.find((contact) => sameItemId(contact.id, currentId));
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const choice = selected ?? current?.id;

  return (
    <Dialog
      title={t`Choose your contact`}
      isOpen
      isDismissable={!save.isPending}
      onOpenChange={(isOpen) => !isOpen && onClose(save.isSuccess)}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            isDisabled={!choice || save.isPending}
            onPress={() => {
              if (!choice) return;
              save.mutate(sitecoreItemId(choice), { onSuccess: () => onClose(true) });
            }}
          >
            {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save contact</Trans>}
          </Button>
        </>
      )}
    >
      {list.isPending && folder !== '' ? (
        <Spinner label={t`Loading contacts…`} showLabel />
      ) : list.isError || folder === '' ? (
        <p role="alert">
          <Trans>Something went wrong</Trans>
        </p>
      ) : list.data && list.data.length > 0 ? (
        <RadioGroup
          label={t`Contacts`}
          value={choice}
          onChange={setSelected}
          options={list.data.map((contact) => ({
            value: contact.id,
            label: (
              <span className={styles.option}>
                <strong>{contact.companyName}</strong>
                <span>{[contact.zipCode, contact.city, contact.country].filter(Boolean).join(' · ')}</span>
              </span>
            ),
          }))}
        />
      ) : (
        <p>
          <Trans>No contacts to choose from.</Trans>
        </p>
      )}
      {save.isError ? (
        <p role="alert" className={styles.error}>
          <Trans>Something went wrong</Trans>
        </p>
      ) : null}
    </Dialog>
  );
}
