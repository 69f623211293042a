import type { Language, Localized, SiteSeed } from '../sites.ts';

/**
 * Content of the order list and the order detail page (spec account §2; shop sites only). A stub;
 * the order screens fill it in. The list's 'Detail page target' is content-managed: the order id
 * replaces the wildcard marker `*` (spec account §2 "Detail URL").
 */

const L = (en: string, de: string, fr: string, it: string): Localized => ({ en, de, fr, it });
const text = (value: string) => ({ value });
const link = (href: string, label: string) => ({ value: { href, text: label } });

/** Where an order's detail page lives: the wildcard item under /my-account/orders. */
export const ORDER_DETAIL_TARGET = '/my-account/orders/detail/*';

const ORDERS = {
  title: L('My orders', 'Meine Bestellungen', 'Mes commandes', 'I miei ordini'),
  detail: L('Order detail', 'Bestelldetails', 'Détail de la commande', 'Dettaglio dell’ordine'),
  back: L('Back to the overview', 'Zurück zur Übersicht', 'Retour à la vue d’ensemble', 'Torna alla panoramica'),
};

/** Fields of the OrderList rendering on /my-account/orders. */
export function orderListFields(_site: SiteSeed, language: Language): Record<string, unknown> {
  return {
    Title: text(ORDERS.title[language]),
    'Detail page target': link(ORDER_DETAIL_TARGET, ORDERS.detail[language]),
  };
}

/** Fields of the OrderDetail rendering on /my-account/orders/detail/*. */
export function orderDetailFields(_site: SiteSeed, language: Language): Record<string, unknown> {
  return { Title: text(ORDERS.detail[language]), BackLink: link('/my-account/orders', ORDERS.back[language]) };
}
