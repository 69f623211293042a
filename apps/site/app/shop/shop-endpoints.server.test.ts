import { createDecipheriv, createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  multipassAnswer,
  protectedStoreAnswer,
  shopReturnTo,
  type MultipassRequest,
  type ProtectedStoreRequest,
} from './shop-endpoints.server';

const SECRET = 'a-test-multipass-secret';
const STORE = 'https://shop.example.com';

/** The store's side of Multipass: verify the HMAC, then decrypt (CONTRACTS.md). */
function decode(token: string): Record<string, unknown> {
  const keys = createHash('sha256').update(SECRET).digest();
  const bytes = Buffer.from(token, 'base64url');
  const signed = bytes.subarray(0, -32);
  expect(createHmac('sha256', keys.subarray(16)).update(signed).digest().equals(bytes.subarray(-32))).toBe(true);
  const decipher = createDecipheriv('aes-128-cbc', keys.subarray(0, 16), signed.subarray(0, 16));
  return JSON.parse(Buffer.concat([decipher.update(signed.subarray(16)), decipher.final()]).toString('utf8')) as Record<string, unknown>;
}

describe('shopReturnTo', () => {
  it('keeps an absolute URL on the store origin only', () => {
    expect(shopReturnTo(`${STORE}/cart/c/abc?key=1`, STORE)).toBe(`${STORE}/cart/c/abc?key=1`);
    expect(shopReturnTo('https://SHOP.example.com/checkout', STORE)).toBe(`${STORE}/checkout`);
    for (const hostile of [
      'https://evil.example/cart',
      'https://shop.example.com.evil.example/',
      'http://shop.example.com/cart',
      '//evil.example/cart',
      '/cart/c/abc',
      'javascript:alert(1)',
      'https://user:pw@shop.example.com/',
      `${STORE}/${'x'.repeat(2100)}`,
      '',
      null,
    ]) {
      expect(shopReturnTo(hostile, STORE), String(hostile)).toBeUndefined();
    }
  });
});

describe('GET /api/shopify/multipass', () => {
  const base: MultipassRequest = {
    commerce: 'shopify',
    shopBrand: true,
    customer: { email: 'anna.keller@example.com', givenName: 'Anna', familyName: 'Keller', sub: 'u-1' },
    returnTo: null,
    store: STORE,
    secret: SECRET,
    now: new Date('2026-01-01T10:00:00.000Z'),
  };

  it('signed in: 200, a Multipass token as text, private', async () => {
    const answer = multipassAnswer({ ...base, returnTo: `${STORE}/cart/c/t1?key=k` });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(decode(await answer.text())).toEqual({
      email: 'anna.keller@example.com',
      created_at: '2026-01-01T10:00:00.000Z',
      first_name: 'Anna',
      last_name: 'Keller',
      identifier: 'u-1',
      return_to: `${STORE}/cart/c/t1?key=k`,
    });
  });

  it('drops a return_to off the store origin from the token', async () => {
    const payload = decode(await multipassAnswer({ ...base, returnTo: 'https://evil.example/phish' }).text());
    expect(payload).not.toHaveProperty('return_to');
    expect(payload['email']).toBe('anna.keller@example.com');
  });

  it('anonymous → 403; no shop or another commerce name → 404', async () => {
    const anonymous = multipassAnswer({ ...base, customer: null });
    expect(anonymous.status).toBe(403);
    expect(await anonymous.text()).toBe('Sign in first');
    expect(multipassAnswer({ ...base, shopBrand: false }).status).toBe(404);
    expect(multipassAnswer({ ...base, commerce: 'technologies' }).status).toBe(404);
  });
});

describe('GET /protected/shopify', () => {
  const base: ProtectedStoreRequest = {
    commerce: 'shopify',
    shopBrand: true,
    cookieHeader: 'testAccessKey=the-key-123',
    testAccessKey: 'the-key-123',
    store: STORE,
    storefrontToken: 'public-token',
    apiVersion: '2025-01',
  };

  it('the store credentials as JSON with the configured key in the testAccessKey cookie', async () => {
    const answer = protectedStoreAnswer(base);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.json()).toEqual({ storeDomain: STORE, storefrontAccessToken: 'public-token', apiVersion: '2025-01' });
  });

  it('403 without the cookie, with another key, or a malformed one', () => {
    for (const cookieHeader of [null, 'testAccessKey=the-key-12', 'testAccessKey=the-key-1234', 'testAccessKey=%%%', 'other=the-key-123']) {
      expect(protectedStoreAnswer({ ...base, cookieHeader }).status, String(cookieHeader)).toBe(403);
    }
  });

  it('no store domain → 404 with an empty body (a brand without a shop, another commerce name)', async () => {
    for (const input of [
      { ...base, store: null },
      { ...base, shopBrand: false },
      { ...base, commerce: 'magento' },
    ]) {
      const answer = protectedStoreAnswer(input);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe('');
    }
  });
});
