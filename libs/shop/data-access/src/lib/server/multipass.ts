import { createCipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Shopify Multipass, the making side (CONTRACTS.md "Shopify Multipass"): the key material is the
 * SHA-256 of the shop's Multipass secret, bytes 0–15 the AES-128 key and 16–31 the HMAC-SHA256
 * key; the token is base64url( IV ‖ AES-128-CBC(JSON) ‖ HMAC(IV ‖ ciphertext) ). Server only: the
 * secret never leaves the site's server, and a token is made per request for the signed-in
 * customer of the session, valid shortly around its `created_at`.
 */
export interface MultipassCustomer {
  email: string;
  firstName?: string;
  lastName?: string;
  /** A path on the shop, or a URL on its domain, to land on after the hand-off (checkout). */
  returnTo?: string;
  /** The customer's own id in the site's identity provider (stable when the e-mail changes). */
  identifier?: string;
}

export function createMultipassToken(customer: MultipassCustomer, secret: string, options: { now?: Date; iv?: Uint8Array } = {}): string {
  if (!customer.email) throw new Error('A Multipass token needs the customer e-mail');
  if (!secret) throw new Error('A Multipass token needs the shop Multipass secret');
  const material = createHash('sha256').update(secret, 'utf8').digest();
  const payload: Record<string, string> = { email: customer.email, created_at: (options.now ?? new Date()).toISOString() };
  if (customer.firstName) payload['first_name'] = customer.firstName;
  if (customer.lastName) payload['last_name'] = customer.lastName;
  if (customer.identifier) payload['identifier'] = customer.identifier;
  if (customer.returnTo) payload['return_to'] = customer.returnTo;

  const iv = options.iv ?? randomBytes(16);
  const cipher = createCipheriv('aes-128-cbc', material.subarray(0, 16), iv);
  const signed = Buffer.concat([iv, cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  const signature = createHmac('sha256', material.subarray(16, 32)).update(signed).digest();
  return Buffer.concat([signed, signature]).toString('base64url');
}
