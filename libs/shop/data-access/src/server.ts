/** Server-only parts of the storefront data access: Multipass tokens (the shop secret stays on the server). */
export { createMultipassToken, type MultipassCustomer } from './lib/server/multipass';
