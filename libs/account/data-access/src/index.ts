/**
 * The account area's data access: the account API operations (spec account §7; wire contract
 * src/lib/api/CONTRACT.md), one file per operation named verb-noun, each a fetcher and, where the
 * browser makes the call, query options and a hook; and who the visitor is (`Viewer`, made from the
 * site's `Session`), which every feature reads. Browser-safe: sealing the session cookie and the
 * sign-in stay in the account feature's server entry (@mbw/account/server).
 */
export { ANONYMOUS_USER_NAME, ANONYMOUS_VIEWER, isSignedIn, viewerOf, type Viewer } from './lib/session/viewer';
export { SessionSchema, type Session } from './lib/session/session';
export { ACCOUNT_KEYS, ACCOUNT_SERVICE, AccountCallError, accountFailureStatus, accountRequest, accountUrl, type AccountRequestOptions } from './lib/api/account-request';
export { addressSchema, addressesQueryOptions, fetchAddresses, useAddresses, type Address } from './lib/api/get-addresses';
export {
  ADDRESS_FIELD_MAX,
  addressFormDefaults,
  addressFormSchema,
  createAddress,
  toAddressInput,
  useCreateAddress,
  type AddressFieldIssue,
  type AddressFormInput,
  type AddressFormValues,
  type AddressInput,
} from './lib/api/create-address';
export { updateAddress, useUpdateAddress } from './lib/api/update-address';
export { deleteAddress, useDeleteAddress } from './lib/api/delete-address';
export { countriesQueryOptions, fetchCountries, provincesOf, useCountries, type Countries, type CountryOption, type Province } from './lib/api/get-countries';
export { fetchSubscriptions, subscriptionsQueryOptions, useSubscriptions, type SubscriptionState } from './lib/api/get-subscriptions';
export { updateSubscriptions, useUpdateSubscriptions, type SubscriptionsUpdate } from './lib/api/update-subscriptions';
export { favouriteContactIdQueryOptions, fetchFavouriteContactId, useFavouriteContactId } from './lib/api/get-favourite-contact';
export { saveFavouriteContact, useSaveFavouriteContact } from './lib/api/save-favourite-contact';
export { deleteFavouriteContact, useDeleteFavouriteContact } from './lib/api/delete-favourite-contact';
export { deleteAccount, type DeleteAccountOutcome } from './lib/api/delete-account';
export { DeviceSchema, sameDevice, type Device, type DeviceId } from './lib/api/device';
export { allDevicesQueryOptions, fetchAllDevices, useAllDevices } from './lib/api/get-devices';
export { decrementDeviceCount, fetchNoOfDevices, noOfDevicesQueryOptions, useNoOfDevices } from './lib/api/get-no-of-devices';
export { deleteDevice, useDeleteDevice } from './lib/api/delete-device';
export { INVENTORY_NUMBER_MAX_LENGTH, InventoryNumberSchema, updateInventoryNo, useUpdateInventoryNo } from './lib/api/update-inventory-no';
export { checkDevice, useCheckDevice } from './lib/api/check-device';
export {
  DeviceEntrySchema,
  MAX_DEVICES_PER_REQUEST,
  addDevices,
  useAddDevices,
  type DeviceEntry,
  type DeviceEntryInput,
} from './lib/api/add-devices';
export { DeviceAccountInfoSchema, accountInfoQueryOptions, fetchAccountInfo, isMissingCall, useAccountInfo, type DeviceAccountInfo } from './lib/api/get-account-info';
