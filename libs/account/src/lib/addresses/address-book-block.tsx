import type { AccountBlockProps } from '../account-block';
import { SignedInOnly } from '../profile/signed-in-only';
import { AddressBook, type AddressBookFields } from './address-book';

/** The AddressBook rendering (spec account §2 "Address book"). */
export function AddressBookBlock({ fields }: AccountBlockProps<AddressBookFields>) {
  return (
    <SignedInOnly>
      <AddressBook fields={fields ?? {}} />
    </SignedInOnly>
  );
}
