import { itemId } from '../ids.ts';
import type { Language, Localized, SiteSeed } from '../sites.ts';
import { addressBookFields } from './addresses.ts';
import { deviceRegistrationFields, myDevicesFields } from './devices.ts';
import { myNewslettersFields } from './newsletters.ts';
import { ORDER_DETAIL_TARGET, orderDetailFields, orderListFields } from './orders.ts';
import { favouriteContactFields, myProfileFields } from './profile.ts';

/**
 * The My Account pages (spec account §2) of every site: each page is the headline
 * (MyAccountHeadline), the tab strip (MyAccountTabs, tabs from content) and its own renderings,
 * whose fields live in one file per screen (devices.ts, profile.ts, addresses.ts,
 * newsletters.ts, orders.ts). The pages are not restricted: anonymous visitors see them with the
 * signed-in-only tabs greyed. They are in no menu, and the site keeps them out of its sitemaps
 * and search engines (personal pages).
 */

const L = (en: string, de: string, fr: string, it: string): Localized => ({ en, de, fr, it });
const text = (value: string) => ({ value });
const link = (href: string, label: string) => ({ value: { href, text: label } });

/** What the tab shows in brackets: the device count, the wishlist count or nothing. */
export type AccountTabCount = 'devices' | 'wishlist' | 'none';

type FieldsOf = (site: SiteSeed, language: Language) => Record<string, unknown>;

interface AccountPage {
  path: string;
  /** Page title, headline title and breadcrumb label. */
  title: Localized;
  renderings: Array<{ componentName: string; fields: FieldsOf }>;
  /** Shop sites only (orders). */
  shopOnly?: boolean;
  /** Without the My Account headline and tabs (a shared wishlist, opened by anyone with its link). */
  bare?: boolean;
}

/** The wishlist screens read everything in the browser (cookie or account API): no fields. */
const noFields: FieldsOf = () => ({});

export const ACCOUNT_ROOT = '/my-account';
export const WISHLIST_ROOT = '/my-account/wishlist';

const ACCOUNT_PAGES: AccountPage[] = [
  {
    path: ACCOUNT_ROOT,
    title: L('My profile', 'Mein Profil', 'Mon profil', 'Il mio profilo'),
    renderings: [
      { componentName: 'MyProfile', fields: myProfileFields },
      { componentName: 'FavouriteContact', fields: favouriteContactFields },
    ],
  },
  {
    path: '/my-account/devices',
    title: L('My devices', 'Meine Geräte', 'Mes appareils', 'I miei apparecchi'),
    renderings: [{ componentName: 'MyDevices', fields: myDevicesFields }],
  },
  {
    path: '/my-account/devices/register',
    title: L('Register devices', 'Geräte registrieren', 'Enregistrer des appareils', 'Registrare apparecchi'),
    renderings: [{ componentName: 'DeviceRegistration', fields: deviceRegistrationFields }],
  },
  {
    path: '/my-account/orders',
    title: L('Orders', 'Bestellungen', 'Commandes', 'Ordini'),
    renderings: [{ componentName: 'OrderList', fields: orderListFields }],
    shopOnly: true,
  },
  {
    // A Sitecore wildcard item: any order id under detail/ resolves to it.
    path: ORDER_DETAIL_TARGET,
    title: L('Order detail', 'Bestelldetails', 'Détail de la commande', 'Dettaglio dell’ordine'),
    renderings: [{ componentName: 'OrderDetail', fields: orderDetailFields }],
    shopOnly: true,
  },
  {
    path: '/my-account/addresses',
    title: L('Addresses', 'Adressen', 'Adresses', 'Indirizzi'),
    renderings: [{ componentName: 'AddressBook', fields: addressBookFields }],
  },
  {
    path: '/my-account/newsletters',
    title: L('Newsletters', 'Newsletter', 'Newsletters', 'Newsletter'),
    renderings: [{ componentName: 'MyNewsletters', fields: myNewslettersFields }],
  },
  // Wishlists (spec shop §2 "Wishlist screens", issue 27): the overview, one list's items (the
  // list chosen in the overview, kept in session storage) and a shared list (read-only, ?token=).
  {
    path: WISHLIST_ROOT,
    title: L('Wishlist', 'Merkliste', 'Liste d’envies', 'Lista dei desideri'),
    renderings: [{ componentName: 'WishlistOverview', fields: noFields }],
  },
  {
    path: `${WISHLIST_ROOT}/items`,
    title: L('Wishlist', 'Merkliste', 'Liste d’envies', 'Lista dei desideri'),
    renderings: [{ componentName: 'WishlistItems', fields: noFields }],
  },
  {
    path: `${WISHLIST_ROOT}/shared`,
    title: L('Shared wishlist', 'Geteilte Merkliste', 'Liste d’envies partagée', 'Lista dei desideri condivisa'),
    renderings: [{ componentName: 'SharedWishlist', fields: noFields }],
    bare: true,
  },
];

const OVERLINE = L('My account', 'Mein Konto', 'Mon compte', 'Il mio account');

interface AccountTab {
  name: string;
  title: Localized;
  path: string;
  inactiveWhenSignedOut: boolean;
  count: AccountTabCount;
  shopOnly?: boolean;
}

/** The tab strip's items. */
const ACCOUNT_TABS: AccountTab[] = [
  {
    name: 'profile',
    title: L('My profile', 'Mein Profil', 'Mon profil', 'Il mio profilo'),
    path: ACCOUNT_ROOT,
    inactiveWhenSignedOut: true,
    count: 'none',
  },
  {
    name: 'devices',
    title: L('My devices', 'Meine Geräte', 'Mes appareils', 'I miei apparecchi'),
    path: '/my-account/devices',
    inactiveWhenSignedOut: true,
    count: 'devices',
  },
  {
    // Anonymous visitors keep a wishlist too (the cookie's): the tab stays active for them.
    name: 'wishlist',
    title: L('Wishlist', 'Merkliste', 'Liste d’envies', 'Lista dei desideri'),
    path: WISHLIST_ROOT,
    inactiveWhenSignedOut: false,
    count: 'wishlist',
  },
  {
    name: 'orders',
    title: L('Orders', 'Bestellungen', 'Commandes', 'Ordini'),
    path: '/my-account/orders',
    inactiveWhenSignedOut: true,
    count: 'none',
    shopOnly: true,
  },
  {
    name: 'addresses',
    title: L('Addresses', 'Adressen', 'Adresses', 'Indirizzi'),
    path: '/my-account/addresses',
    inactiveWhenSignedOut: true,
    count: 'none',
  },
  {
    name: 'newsletters',
    title: L('Newsletters', 'Newsletter', 'Newsletters', 'Newsletter'),
    path: '/my-account/newsletters',
    inactiveWhenSignedOut: true,
    count: 'none',
  },
];

/** Fields of MyAccountTabs: the multilist of tab items, as the layout service sends child items. */
function tabsFields(site: SiteSeed, language: Language): Record<string, unknown> {
  return {
    Tabs: ACCOUNT_TABS.filter((tab) => site.shop || !tab.shopOnly).map((tab) => ({
      id: itemId(site.name, ACCOUNT_ROOT, 'tabs', tab.name),
      name: tab.name,
      fields: {
        Title: text(tab.title[language]),
        Link: link(tab.path, tab.title[language]),
        'Inactive When Not Signed In': { value: tab.inactiveWhenSignedOut },
        Count: text(tab.count),
      },
    })),
  };
}

function itemName(path: string): string {
  return path.split('/').pop() ?? path;
}

/** The stored rows of the account pages of one site in one language (content.ts adds them). */
export function accountPageRows(site: SiteSeed, language: Language) {
  return ACCOUNT_PAGES.filter((page) => site.shop || !page.shopOnly).map((page) => {
    const title = page.title[language];
    const rendering = (componentName: string, fields: Record<string, unknown>) => ({
      uid: itemId(site.name, page.path, componentName),
      componentName,
      dataSource: `{${itemId(site.name, page.path, componentName, 'ds')}}`,
      fields,
    });
    return {
      site: site.name,
      path: page.path,
      language,
      id: itemId(site.name, page.path),
      name: itemName(page.path),
      displayName: title,
      template: 'MyAccountPage',
      fields: { pageTitle: text(title), metaDescription: text(`${OVERLINE[language]}: ${title}`) },
      main: [
        ...(page.bare
          ? []
          : [
              rendering('MyAccountHeadline', { Overline: text(OVERLINE[language]), Title: text(title) }),
              rendering('MyAccountTabs', tabsFields(site, language)),
            ]),
        ...page.renderings.map((entry) => rendering(entry.componentName, entry.fields(site, language))),
      ],
    };
  });
}
