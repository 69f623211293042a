/**
 * The account API stand-in (issue 14; spec account §7, §8; wire contract:
 * libs/account/data-access/src/lib/api/CONTRACT.md): the CMS's customer API for My Account. Every
 * endpoint takes the identity provider's access token as `Authorization: Bearer …` and answers
 * for the account it was issued to; changes are kept in SQLite (seed/store.ts: outside the
 * re-seed, so they survive restarts and kill -9).
 */
import type { DatabaseSync } from 'node:sqlite';
import { json, type Reply, type RequestContext, type Route } from '../http/types.ts';
import { addressHandlers } from './addresses.ts';
import { deviceHandlers } from './devices.ts';
import { wishlistHandlers } from './wishlists.ts';
import { NEWSLETTERS } from './seed/demo-data.ts';
import { deleteAccount, demoCustomerByEmail, restoreAccount, transaction } from './seed/store.ts';
import {
  MAX_BODY_BYTES,
  Refusal,
  badRequest,
  checkQuery,
  isRecord,
  languageQuery,
  oversize,
  requiredQuery,
  type AccountCustomer,
} from './request.ts';

export const ACCOUNT_SERVICE = 'account';

export interface AccountRoutesOptions {
  /** The account id an access token names, or undefined (oidc/account-tokens.ts). */
  accessTokenAccount(token: string): string | undefined;
  /** Ends the provider's sessions of a deleted account (oidc/account-tokens.ts). */
  endAccountSessions(accountId: string): void;
}

const GUID = /^\{?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\}?$/i;

/** A Sitecore item id as the CMS writes it: `{6F1D2C3A-…}`, upper case in braces. */
function contactId(url: URL): string {
  const match = GUID.exec(requiredQuery(url, 'contactId'));
  if (!match?.[1])
    throw badRequest('contactId is a Sitecore item id, e.g. {6F1D2C3A-0000-4000-8000-000000000001}', { contactId: 'Malformed id' });
  return `{${match[1].toUpperCase()}}`;
}

type AccountHandler = (context: RequestContext, customer: AccountCustomer) => Reply;

export function accountRoutes(db: DatabaseSync, options: AccountRoutesOptions): Route[] {
  const customerById = db.prepare('SELECT id, email, given_name, family_name, deletion FROM identity_accounts WHERE id = ?');
  const profileOf = db.prepare('SELECT * FROM account_profiles WHERE customer_id = ?');
  const subscriptionsOf = db.prepare('SELECT contact_list_id, subscribed FROM account_subscriptions WHERE customer_id = ?');
  const setSubscription = db.prepare(
    'INSERT INTO account_subscriptions VALUES (?, ?, ?) ON CONFLICT (customer_id, contact_list_id) DO UPDATE SET subscribed = excluded.subscribed',
  );
  const setFavourite = db.prepare('UPDATE account_profiles SET favourite_contact = ? WHERE customer_id = ?');
  const devices = deviceHandlers(db);
  const addresses = addressHandlers(db);
  const wishlists = wishlistHandlers(db);

  function signedIn(context: RequestContext): AccountCustomer | undefined {
    const header = context.req.headers.authorization ?? '';
    const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
    const accountId = token ? options.accessTokenAccount(token) : undefined;
    const row = accountId
      ? (customerById.get(accountId) as
          { id: string; email: string; given_name: string; family_name: string; deletion: string } | undefined)
      : undefined;
    return row && { id: row.id, email: row.email, givenName: row.given_name, familyName: row.family_name, deletion: row.deletion };
  }

  /** Every account route: the session first (403), then the common input rules (400), then the handler. */
  const route = (method: Route['method'], path: string, handler: AccountHandler): Route => ({
    method,
    path,
    service: ACCOUNT_SERVICE,
    maxBodyBytes: MAX_BODY_BYTES,
    handler: (context) => {
      const customer = signedIn(context);
      if (!customer) return json(403, { message: 'Invalid session' });
      try {
        checkQuery(context.url);
        const tooBig = oversize(context.body);
        if (tooBig) throw badRequest(tooBig);
        return handler(context, customer);
      } catch (error) {
        if (error instanceof Refusal) return error.reply;
        throw error;
      }
    },
  });

  const profile = (customer: AccountCustomer) =>
    profileOf.get(customer.id) as
      { customernumber: string; displayname: string; industry: string; favourite_contact: string; device_account: string } | undefined;

  function subscriptionStates(customer: AccountCustomer, url: URL) {
    const language = languageQuery(url, 'sc_lang');
    const stored = new Map(
      (subscriptionsOf.all(customer.id) as Array<{ contact_list_id: string; subscribed: number }>).map((row) => [
        row.contact_list_id,
        row.subscribed === 1,
      ]),
    );
    return {
      SubscriptionStates: NEWSLETTERS.map((newsletter) => ({
        ContactListId: newsletter.contactListId,
        SubscriptionName: newsletter.name[language],
        IsSubscribed: stored.get(newsletter.contactListId) ?? false,
      })),
    };
  }

  return [
    route('GET', '/api/Devices/getAllDevices', devices.getAllDevices),
    route('GET', '/api/Devices/getNoOfDevices', devices.getNoOfDevices),
    route('GET', '/api/Devices/deleteDevice', devices.deleteDevice),
    route('GET', '/api/Devices/updateInventoryNo', devices.updateInventoryNo),
    route('GET', '/api/Devices/checkDevice', devices.checkDevice),
    route('POST', '/api/Devices/addDevices', devices.addDevices),
    route('GET', '/api/Devices/getAccountInfo', (_context, customer) => {
      const stored = profile(customer);
      const account = stored ? (JSON.parse(stored.device_account) as Record<string, string>) : {};
      return json(200, {
        companyname: account['companyname'] ?? '',
        customernumber: stored?.customernumber ?? '',
        firstname: customer.givenName,
        lastname: customer.familyName,
        streetaddress: account['streetaddress'] ?? '',
        streetnumber: account['streetnumber'] ?? '',
        postalcode: account['postalcode'] ?? '',
        city: account['city'] ?? '',
        country: account['country'] ?? '',
        salutation: account['salutation'] ?? '',
      });
    }),

    route('GET', '/api/Addresses/getAddresses', addresses.getAddresses),
    route('POST', '/api/Addresses/createAddress', addresses.createAddress),
    route('PUT', '/api/Addresses/updateAddress', addresses.updateAddress),
    route('DELETE', '/api/Addresses/deleteAddress/:id', addresses.deleteAddress),
    route('GET', '/api/Countries/getCountries', addresses.getCountries),

    route('POST', '/api/Wishlist/addWishlist', wishlists.addWishlist),
    route('GET', '/api/Wishlist/getWishlists', wishlists.getWishlists),
    route('POST', '/api/Wishlist/addProductToWishlist', wishlists.addProductToWishlist),
    route('POST', '/api/Wishlist/deleteProductFromWishlist', wishlists.deleteProductFromWishlist),
    route('POST', '/api/Wishlist/editWishlist', wishlists.editWishlist),
    route('POST', '/api/Wishlist/deleteWishlist', wishlists.deleteWishlist),
    route('POST', '/api/Wishlist/shareWishlist', wishlists.shareWishlist),
    // The one account call without a session: a shared list, read-only, for whoever holds its token.
    {
      method: 'GET',
      path: '/api/Wishlist/getSharedWishlist',
      service: ACCOUNT_SERVICE,
      handler: (context) => {
        try {
          checkQuery(context.url);
          return wishlists.getSharedWishlist(context);
        } catch (error) {
          if (error instanceof Refusal) return error.reply;
          throw error;
        }
      },
    },

    route('GET', '/api/subscriptions/getsubscriptions', (context, customer) => json(200, subscriptionStates(customer, context.url))),
    route('PUT', '/api/subscriptions/updatesubscriptions', ({ url, body }, customer) => {
      languageQuery(url, 'sc_lang');
      const states = isRecord(body) ? body['SubscriptionStates'] : undefined;
      if (!Array.isArray(states))
        throw badRequest('The body is {SubscriptionStates: [{ContactListId, IsSubscribed}], ContextItemId}', {
          SubscriptionStates: 'Required',
        });
      if (isRecord(body) && body['ContextItemId'] !== undefined && typeof body['ContextItemId'] !== 'string') {
        throw badRequest('ContextItemId is an item id', { ContextItemId: 'Must be text' });
      }
      const changes = states.map((state, index) => {
        const id = isRecord(state) ? state['ContactListId'] : undefined;
        const newsletter = NEWSLETTERS.find(
          (entry) => typeof id === 'string' && entry.contactListId.toLowerCase() === id.trim().toLowerCase(),
        );
        if (!newsletter)
          throw badRequest(`Unknown ContactListId ${JSON.stringify(id ?? null)}`, {
            [`SubscriptionStates.${index}.ContactListId`]: 'Unknown contact list',
          });
        const subscribed = isRecord(state) ? state['IsSubscribed'] : undefined;
        if (typeof subscribed !== 'boolean')
          throw badRequest('IsSubscribed is true or false', { [`SubscriptionStates.${index}.IsSubscribed`]: 'Must be true or false' });
        return { id: newsletter.contactListId, subscribed };
      });
      transaction(db, () => {
        for (const change of changes) setSubscription.run(customer.id, change.id, change.subscribed ? 1 : 0);
      });
      return json(200, subscriptionStates(customer, url));
    }),

    route('GET', '/api/FavouriteContact/getFavouriteContact', (_context, customer) => ({
      status: 200,
      text: profile(customer)?.favourite_contact ?? '',
    })),
    route('GET', '/api/FavouriteContact/saveFavouriteContact', ({ url }, customer) => {
      setFavourite.run(contactId(url), customer.id);
      return json(200, true);
    }),
    route('GET', '/api/FavouriteContact/deleteFavouriteContact', ({ url }, customer) => {
      const id = contactId(url);
      if (profile(customer)?.favourite_contact === id) setFavourite.run('', customer.id);
      return json(200, true);
    }),

    route('DELETE', '/delete-account', (_context, customer) => {
      // Spec account §7: only the status code is read; the 'request deletion' link is the content's
      // (the MyProfile datasource, sitecore/seed/account/profile.ts), never this answer's.
      if (customer.deletion === 'conflict-with-link' || customer.deletion === 'conflict') {
        return json(409, { message: 'The account is linked to open business and cannot be deleted here' });
      }
      deleteAccount(db, customer.id);
      options.endAccountSessions(customer.id);
      return { status: 204 };
    }),

    // Test-only (like /__faults): a demo customer back to its seeded state, its account restored if deleted.
    {
      method: 'POST',
      path: '/__accounts/:email/restore',
      service: null,
      handler: ({ params }) => {
        const customer = demoCustomerByEmail(params['email'] ?? '');
        if (!customer) return json(404, { message: `No demo customer ${params['email'] ?? ''}` });
        restoreAccount(db, customer);
        return json(200, { restored: customer.email });
      },
    },
  ];
}
