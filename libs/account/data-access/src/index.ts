/**
 * The account area's data access: the account API operations (spec account §7; wire contract
 * src/lib/api/CONTRACT.md), one file per operation named verb-noun, each a fetcher and, where the
 * browser makes the call, query options and a hook; and who the visitor is (`Viewer`, made from the
 * site's `Session`), which every feature reads. Browser-safe: sealing the session cookie and the
 * sign-in stay in the account feature's server entry (@mbw/account/server).
 */
export { ANONYMOUS_VIEWER, isSignedIn, viewerOf, type Viewer } from './lib/session/viewer';
export { SessionSchema, type Session } from './lib/session/session';
export { AccountCallError, accountFailureStatus } from './lib/api/account-request';
export { useAddresses, type Address } from './lib/api/get-addresses';
export {
  addressFormDefaults,
  addressFormSchema,
  toAddressInput,
  useCreateAddress,
  type AddressFieldIssue,
  type AddressFormInput,
  type AddressFormValues,
  type AddressInput,
} from './lib/api/create-address';
export { useUpdateAddress } from './lib/api/update-address';
export { useDeleteAddress } from './lib/api/delete-address';
export { provincesOf, useCountries, type Countries } from './lib/api/get-countries';
export { useSubscriptions, type SubscriptionState } from './lib/api/get-subscriptions';
export { useUpdateSubscriptions } from './lib/api/update-subscriptions';
export { useFavouriteContactId } from './lib/api/get-favourite-contact';
export { useSaveFavouriteContact } from './lib/api/save-favourite-contact';
export { useDeleteFavouriteContact } from './lib/api/delete-favourite-contact';
export { deleteAccount, type DeleteAccountOutcome } from './lib/api/delete-account';
export { sameDevice, type Device } from './lib/api/device';
export { useAllDevices } from './lib/api/get-devices';
export { useNoOfDevices } from './lib/api/get-no-of-devices';
export { useDeleteDevice } from './lib/api/delete-device';
export { InventoryNumberSchema, useUpdateInventoryNo } from './lib/api/update-inventory-no';
export { useCheckDevice } from './lib/api/check-device';
export { DeviceEntrySchema, MAX_DEVICES_PER_REQUEST, useAddDevices, type DeviceEntry, type DeviceEntryInput } from './lib/api/add-devices';
export { isMissingCall, useAccountInfo, type DeviceAccountInfo } from './lib/api/get-account-info';
export { fetchWishlists, useWishlists, type Wishlist } from './lib/api/get-wishlists';
export { addWishlist, useAddWishlist } from './lib/api/add-wishlist';
export { useEditWishlist } from './lib/api/edit-wishlist';
export { useDeleteWishlist } from './lib/api/delete-wishlist';
export { addProductToWishlist } from './lib/api/add-product-to-wishlist';
export { useDeleteProductFromWishlist } from './lib/api/delete-product-from-wishlist';
export { useShareWishlist } from './lib/api/share-wishlist';
export { useSharedWishlist } from './lib/api/get-shared-wishlist';
