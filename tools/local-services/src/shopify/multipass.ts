/**
 * Shopify Multipass, the receiving side (CONTRACTS.md "Shopify Multipass"): a token is
 * base64url( IV(16) ‖ AES-128-CBC(JSON) ‖ HMAC-SHA256(IV ‖ ciphertext) ), keys from the SHA-256 of
 * the shop's Multipass secret (bytes 0–15 encrypt, 16–31 sign). Checked in Shopify's order: the
 * signature first (constant time, before any decryption), then decryption, then the payload's
 * `created_at` freshness and `return_to` (the shop's own origin only).
 *
 * Written from the vendor's description, not shared with the site's token maker
 * (libs/shop/data-access), so a round trip between the two is a real interoperability check.
 */
import { createDecipheriv, createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The stand-in's Multipass secret; the site's SHOPIFY_MULTIPASS_SECRET defaults to the same value. */
export const LOCAL_MULTIPASS_SECRET = 'local-services-multipass-secret';

/** How far `created_at` may lie from now: Shopify accepts a token only shortly around its creation. */
export const MULTIPASS_MAX_AGE_SECONDS = 10 * 60;
const MAX_FUTURE_SECONDS = 60;
const MAX_TOKEN_CHARACTERS = 8192;

export interface MultipassPayload {
  email: string;
  created_at: string;
  return_to?: string;
  first_name?: string;
  last_name?: string;
  identifier?: string;
  remote_ip?: string;
}

export type MultipassResult = { ok: true; payload: MultipassPayload } | { ok: false; reason: string };

function keysOf(secret: string): { encryptionKey: Buffer; signingKey: Buffer } {
  const material = createHash('sha256').update(secret, 'utf8').digest();
  return { encryptionKey: material.subarray(0, 16), signingKey: material.subarray(16, 32) };
}

/**
 * `checkReturnTo: false` leaves `return_to` to the caller (the store's sign-in page follows it only
 * on its own origin and otherwise lands on the account page, instead of refusing the sign-in).
 */
export function verifyMultipassToken(
  token: string,
  secret: string,
  options: { now?: Date; shopOrigin?: string; checkReturnTo?: boolean } = {},
): MultipassResult {
  if (!token || token.length > MAX_TOKEN_CHARACTERS || !/^[A-Za-z0-9_-]+={0,2}$/.test(token))
    return { ok: false, reason: 'not a base64url token' };
  const bytes = Buffer.from(token, 'base64url');
  // IV, at least one cipher block, signature.
  if (bytes.length < 16 + 16 + 32 || (bytes.length - 48) % 16 !== 0) return { ok: false, reason: 'wrong length' };
  const signed = bytes.subarray(0, bytes.length - 32);
  const signature = bytes.subarray(bytes.length - 32);
  const { encryptionKey, signingKey } = keysOf(secret);
  const expected = createHmac('sha256', signingKey).update(signed).digest();
  if (!timingSafeEqual(expected, signature)) return { ok: false, reason: 'bad signature' };

  let payload: unknown;
  try {
    const decipher = createDecipheriv('aes-128-cbc', encryptionKey, signed.subarray(0, 16));
    const json = Buffer.concat([decipher.update(signed.subarray(16)), decipher.final()]).toString('utf8');
    payload = JSON.parse(json);
  } catch {
    return { ok: false, reason: 'does not decrypt to JSON' };
  }
  if (typeof payload !== 'object' || payload === null) return { ok: false, reason: 'payload is not an object' };
  const { email, created_at: createdAt, return_to: returnTo } = payload as Record<string, unknown>;
  if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(email)) return { ok: false, reason: 'no e-mail' };
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) return { ok: false, reason: 'no created_at' };
  const ageSeconds = ((options.now ?? new Date()).getTime() - Date.parse(createdAt)) / 1000;
  if (ageSeconds > MULTIPASS_MAX_AGE_SECONDS || ageSeconds < -MAX_FUTURE_SECONDS) return { ok: false, reason: 'expired' };
  if (returnTo !== undefined && options.checkReturnTo !== false) {
    if (typeof returnTo !== 'string') return { ok: false, reason: 'bad return_to' };
    const onShop = returnTo.startsWith('/') && !returnTo.startsWith('//');
    let sameOrigin = false;
    try {
      sameOrigin = options.shopOrigin !== undefined && new URL(returnTo).origin === options.shopOrigin;
    } catch {
      sameOrigin = false;
    }
    if (!onShop && !sameOrigin) return { ok: false, reason: 'return_to leaves the shop' };
  }
  return { ok: true, payload: payload as MultipassPayload };
}
