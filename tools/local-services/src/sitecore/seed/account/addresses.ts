import type { Language, Localized, SiteSeed } from '../sites.ts';

/** Content of the address book (spec account §2). A stub; the address screens fill it in. */

const L = (en: string, de: string, fr: string, it: string): Localized => ({ en, de, fr, it });
const text = (value: string) => ({ value });

const ADDRESSES = {
  title: L('My addresses', 'Meine Adressen', 'Mes adresses', 'I miei indirizzi'),
  text: L(
    'Addresses for deliveries and invoices.',
    'Adressen für Lieferungen und Rechnungen.',
    'Adresses de livraison et de facturation.',
    'Indirizzi per consegne e fatture.',
  ),
};

/** Fields of the AddressBook rendering on /my-account/addresses. */
export function addressBookFields(_site: SiteSeed, language: Language): Record<string, unknown> {
  return { Title: text(ADDRESSES.title[language]), Text: text(ADDRESSES.text[language]) };
}
