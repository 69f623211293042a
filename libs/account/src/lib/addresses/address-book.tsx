import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { textValue } from '@mbw/api-clients';
import {
  provincesOf,
  useAddresses,
  useCountries,
  useCreateAddress,
  useDeleteAddress,
  useUpdateAddress,
  type Address,
  type AddressInput,
  type Countries,
} from '@mbw/account-data-access';
import { Button, ConfirmDialog, Dialog, Icon, Spinner, Tag, useSite } from '@mbw/ui';
import { apiLanguage } from '../shared/api-language';
import { AddressForm } from './address-form';
import styles from './address-book.module.css';

/** The AddressBook rendering's datasource. */
export interface AddressBookFields {
  Title?: unknown;
  Text?: unknown;
}

/** Spec account §4 "Address list": initial, loading, loaded, error. */
export type AddressListState = 'initial' | 'loading' | 'loaded' | 'error';

/**
 * The list's state from its two queries: loading while the addresses load or while no countries
 * have been loaded (spec account §2: the spinner shows in both cases); error when either failed.
 */
export function addressListState(
  addresses: { status: 'pending' | 'error' | 'success'; fetchStatus: string },
  countries: { status: 'pending' | 'error' | 'success' },
): AddressListState {
  if (addresses.status === 'error' || countries.status === 'error') return 'error';
  if (addresses.status === 'pending' && addresses.fetchStatus === 'idle') return 'initial';
  if (addresses.status === 'pending' || countries.status === 'pending') return 'loading';
  return 'loaded';
}

type Editing = { kind: 'new' } | { kind: 'edit'; address: Address } | null;

/**
 * The address book (spec account §2, §4): address cards labelled Company or Personal, an add
 * button, a slide-over with the create/edit form, delete after confirmation, and on a failed
 * list 'Error fetching address list' with Try again.
 */
export function AddressBook({ fields }: { fields: AddressBookFields }) {
  const { t } = useLingui();
  const language = apiLanguage(useSite().language);
  const addresses = useAddresses();
  const countries = useCountries(language);
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const state = addressListState(addresses, countries);
  const title = textValue(fields.Title);
  const description = textValue(fields.Text);

  const save = async (input: AddressInput) => {
    if (input.id) await update.mutateAsync({ ...input, id: input.id });
    else await create.mutateAsync(input);
    setEditing(null);
  };

  return (
    <section
      className={styles.book}
      aria-labelledby={title ? 'address-book-title' : undefined}
      aria-label={title ? undefined : t`My addresses`}
      aria-busy={state === 'loading' || undefined}
    >
      <div className={styles.head}>
        <div>
          {title ? (
            <h2 id="address-book-title" className={styles.title}>
              {title}
            </h2>
          ) : null}
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {state === 'loaded' ? (
          <Button onPress={() => setEditing({ kind: 'new' })}>
            <Icon name="plus" />
            <Trans>Add address</Trans>
          </Button>
        ) : null}
      </div>

      {state === 'initial' || state === 'loading' ? <Spinner label={t`Loading your addresses…`} showLabel /> : null}
      {state === 'error' ? (
        <div role="alert" className={styles.problem}>
          <p>
            <Trans>Error fetching address list</Trans>
          </p>
          <Button
            variant="secondary"
            onPress={() => {
              if (addresses.isError) void addresses.refetch();
              if (countries.isError) void countries.refetch();
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {state === 'loaded' && countries.data ? (
        addresses.data && addresses.data.length > 0 ? (
          <ul className={styles.cards}>
            {addresses.data.map((address) => (
              <li key={address.id}>
                <AddressCard
                  address={address}
                  countries={countries.data}
                  onEdit={() => setEditing({ kind: 'edit', address })}
                  onDelete={() => setDeleting(address)}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>
            <Trans>You have not saved any addresses yet.</Trans>
          </p>
        )
      ) : null}
      {remove.isError ? (
        <p role="alert" className={styles.error}>
          <Trans>Something went wrong</Trans>
        </p>
      ) : null}

      {editing && countries.data ? (
        <Dialog
          title={editing.kind === 'edit' ? t`Edit address` : t`New address`}
          placement="slide-over"
          isDismissable={false}
          isOpen
          onOpenChange={(isOpen) => !isOpen && setEditing(null)}
        >
          <AddressForm
            countries={countries.data}
            address={editing.kind === 'edit' ? editing.address : undefined}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        </Dialog>
      ) : null}

      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title={t`Delete address?`}
        message={deleting ? <DeleteQuestion address={deleting} /> : undefined}
        confirmLabel={t`Delete`}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
        }}
      />
    </section>
  );
}

function DeleteQuestion({ address }: { address: Address }) {
  const name = `${address.firstName} ${address.lastName}`.trim();
  const { address1: street, city } = address;
  return (
    <Trans>
      Delete the address of {name}, {street}, {city}?
    </Trans>
  );
}

function AddressCard({
  address,
  countries,
  onEdit,
  onDelete,
}: {
  address: Address;
  countries: Countries;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const country = countries.countries.find((option) => option.value === address.countryCode)?.label ?? address.countryCode;
  const province =
    provincesOf(countries, address.countryCode).find((entry) => entry.ProvinceCode === address.provinceCode)?.Name ?? address.provinceCode;
  const name = `${address.firstName} ${address.lastName}`.trim();
  const isCompany = !!address.company;
  return (
    <article className={styles.card} aria-label={name}>
      <div className={styles.cardHead}>
        <Tag tone={isCompany ? 'ok' : 'secondary'}>{isCompany ? <Trans>Company</Trans> : <Trans>Personal</Trans>}</Tag>
        {address.isDefault ? (
          <span className={styles.default}>
            <Trans>Default address</Trans>
          </span>
        ) : null}
      </div>
      <address className={styles.address}>
        {isCompany ? <strong>{address.company}</strong> : null}
        <span>{name}</span>
        <span>{address.address1}</span>
        {address.address2 ? <span>{address.address2}</span> : null}
        <span>{[address.zip, address.city].filter(Boolean).join(' ')}</span>
        <span>{[province, country].filter(Boolean).join(', ')}</span>
        {address.phone ? <span>{address.phone}</span> : null}
      </address>
      <div className={styles.cardActions}>
        <Button variant="secondary" size="small" onPress={onEdit} aria-label={t`Edit address of ${name}`}>
          <Trans>Edit</Trans>
        </Button>
        <Button variant="ghost" size="small" onPress={onDelete} aria-label={t`Delete address of ${name}`}>
          <Trans>Delete</Trans>
        </Button>
      </div>
    </article>
  );
}
