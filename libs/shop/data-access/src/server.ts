/** Server-only parts of the storefront data access: Multipass tokens (the shop secret stays on the server). */
export { createMultipassToken, type MultipassCustomer } from './lib/server/multipass';
export { ORDER_DOCUMENTS, STOREFRONT_BUYER_IP_HEADER, STOREFRONT_PRIVATE_TOKEN_HEADER } from './lib/server/storefront-server';
