import type { ComponentType } from 'react';
import { lazyWithPreload } from '@mbw/ui';
import type { AccountBlockProps } from './account-block';
import './account-styles';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBlock = ComponentType<AccountBlockProps<any>>;

/** Each account rendering is its own chunk (forms and TanStack Query stay out of other pages' first load). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const lazy = <TProps extends AccountBlockProps<any>>(load: () => Promise<ComponentType<TProps>>) => lazyWithPreload(load) as unknown as AnyBlock;

/**
 * The My Account renderings by component name (the seeded pages: tools/local-services
 * sitecore/seed/account/pages.ts). The site app spreads this into its component map; the
 * content route preloads the lazy ones on the server (complete HTML), the browser loads them
 * when a page holds them. Each lazy module wraps its screen in the shared QueryProvider. A new
 * screen (the wishlist's, say) adds one line of the same form.
 */
export const accountRenderings: Readonly<Record<string, { component: AnyBlock }>> = {
  MyAccountHeadline: { component: lazy(() => import('./shell/my-account-headline').then((module) => module.MyAccountHeadlineBlock)) },
  MyAccountTabs: { component: lazy(() => import('./shell/my-account-tabs').then((module) => module.MyAccountTabsBlock)) },
  MyDevices: { component: lazy(() => import('./devices/my-devices-block').then((module) => module.MyDevicesBlock)) },
  DeviceRegistration: { component: lazy(() => import('./devices/device-registration-block').then((module) => module.DeviceRegistrationBlock)) },
  MyProfile: { component: lazy(() => import('./profile/my-profile-block').then((module) => module.MyProfileBlock)) },
  FavouriteContact: { component: lazy(() => import('./favourite-contact/favourite-contact-block').then((module) => module.FavouriteContactBlock)) },
  AddressBook: { component: lazy(() => import('./addresses/address-book-block').then((module) => module.AddressBookBlock)) },
  MyNewsletters: { component: lazy(() => import('./newsletters/my-newsletters-block').then((module) => module.MyNewslettersBlock)) },
  // Order pages exist on shop sites only (their content is seeded there).
  OrderList: { component: lazy(() => import('./orders/order-list-block').then((module) => module.OrderListBlock)) },
  OrderDetail: { component: lazy(() => import('./orders/order-detail-block').then((module) => module.OrderDetailBlock)) },
};
