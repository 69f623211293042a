import type { AccountBlockProps } from '../account-block';
import { SignedInOnly } from '../profile/signed-in-only';
import { FavouriteContact, type FavouriteContactFields } from './favourite-contact';

/** The FavouriteContact rendering (spec account §2 "Favourite contact block"). */
export function FavouriteContactBlock({ fields }: AccountBlockProps<FavouriteContactFields>) {
  return (
    <SignedInOnly>
      <FavouriteContact fields={fields ?? {}} />
    </SignedInOnly>
  );
}
