import type { ComponentType } from 'react';
import { lazyWithPreload } from '@mbw/ui';
import type { AccountBlockProps } from './account-block';
import { useAccountViewer } from './viewer/account-viewer';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBlock = ComponentType<AccountBlockProps<any>>;

/** Each account rendering is its own chunk (forms and TanStack Query stay out of other pages' first load). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const lazy = <TProps extends AccountBlockProps<any>>(load: () => Promise<ComponentType<TProps>>) =>
  lazyWithPreload(load) as unknown as AnyBlock;

/**
 * A screen for signed-in customers only (spec account §6). An anonymous visitor gets its
 * signed-out view, a chunk of a few KB (the screen's frame and a sign-in prompt): the screen's own
 * code (forms, dialogs, react-aria, TanStack Query) never loads for them. The server preloads both,
 * the browser loads the one the viewer needs.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function signedInOnly<TProps extends AccountBlockProps<any>>(
  load: () => Promise<ComponentType<TProps>>,
  loadSignedOut: () => Promise<ComponentType<TProps>>,
): AnyBlock {
  const Screen = lazyWithPreload(load);
  const SignedOut = lazyWithPreload(loadSignedOut);
  function SignedInOnlyScreen(props: TProps) {
    return useAccountViewer().signedIn ? <Screen {...props} /> : <SignedOut {...props} />;
  }
  SignedInOnlyScreen.preload = () => Promise.all([Screen.preload(), SignedOut.preload()]).then(() => undefined);
  return SignedInOnlyScreen as unknown as AnyBlock;
}

const devicesSignedOut = () => import('./devices/devices-frame');
const screenSignedOut = () => import('./shared/screen-section').then((module) => module.ScreenSignedOut);

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
  MyDevices: {
    component: signedInOnly(
      () => import('./devices/my-devices-block').then((module) => module.MyDevicesBlock),
      () => devicesSignedOut().then((module) => module.MyDevicesSignedOut),
    ),
  },
  DeviceRegistration: {
    component: signedInOnly(
      () => import('./devices/device-registration-block').then((module) => module.DeviceRegistrationBlock),
      () => devicesSignedOut().then((module) => module.DeviceRegistrationSignedOut),
    ),
  },
  MyProfile: {
    component: signedInOnly(() => import('./profile/my-profile-block').then((module) => module.MyProfileBlock), screenSignedOut),
  },
  FavouriteContact: {
    component: signedInOnly(
      () => import('./favourite-contact/favourite-contact-block').then((module) => module.FavouriteContactBlock),
      screenSignedOut,
    ),
  },
  AddressBook: {
    component: signedInOnly(() => import('./addresses/address-book-block').then((module) => module.AddressBookBlock), screenSignedOut),
  },
  MyNewsletters: {
    component: signedInOnly(
      () => import('./newsletters/my-newsletters-block').then((module) => module.MyNewslettersBlock),
      screenSignedOut,
    ),
  },
  // Order pages exist on shop sites only (their content is seeded there). Their tabs are greyed
  // for anonymous visitors, who reach them only by typing the address and then see 'No orders'
  // / 'Order not found' (spec §8: no token), so they keep one chunk each.
  OrderList: { component: lazy(() => import('./orders/order-list-block').then((module) => module.OrderListBlock)) },
  OrderDetail: { component: lazy(() => import('./orders/order-detail-block').then((module) => module.OrderDetailBlock)) },
  // On any content page, for everyone (spec discovery §2 "Newsletter sign-up"); a signed-in visitor's field is prefilled.
  NewsletterSignup: { component: lazy(() => import('./newsletters/newsletter-signup').then((module) => module.NewsletterSignupBlock)) },
};
