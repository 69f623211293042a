/**
 * Multipass as the site makes it: the token format of Shopify's description, checked with an
 * independent decoder here, and the real round trip: a token made by this code is verified by the
 * Storefront stand-in (tools/local-services, started as its own process, never imported: a data
 * access lib may not depend on a tool), exchanged for a customer access token that reads the
 * customer's orders and one order, through this lib's own operations.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createDecipheriv, createHash, createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchCustomerOrder } from '../orders/customer-order';
import { fetchCustomerOrders } from '../orders/customer-orders';
import { orderIdOf } from '../orders/order-chain';
import { createMultipassToken } from './multipass';

const SECRET = 'local-services-multipass-secret';
const STOREFRONT_TOKEN = 'local-storefront-public-token';

function decode(token: string, secret: string): Record<string, unknown> {
  const keys = createHash('sha256').update(secret).digest();
  const bytes = Buffer.from(token, 'base64url');
  const signed = bytes.subarray(0, -32);
  expect(createHmac('sha256', keys.subarray(16)).update(signed).digest().equals(bytes.subarray(-32))).toBe(true);
  const decipher = createDecipheriv('aes-128-cbc', keys.subarray(0, 16), signed.subarray(0, 16));
  return JSON.parse(Buffer.concat([decipher.update(signed.subarray(16)), decipher.final()]).toString('utf8'));
}

describe('createMultipassToken', () => {
  it('encrypts the customer with AES-128-CBC under SHA-256(secret)[0..16] and signs IV ‖ ciphertext with HMAC-SHA256 under [16..32]', () => {
    const now = new Date('2025-05-01T12:00:00.000Z');
    const token = createMultipassToken(
      { email: 'anna.keller@example.com', firstName: 'Anna', lastName: 'Keller', returnTo: '/checkout' },
      SECRET,
      { now },
    );
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decode(token, SECRET)).toEqual({
      email: 'anna.keller@example.com',
      created_at: '2025-05-01T12:00:00.000Z',
      first_name: 'Anna',
      last_name: 'Keller',
      return_to: '/checkout',
    });
  });

  it('uses a fresh IV each time (two tokens for the same customer differ)', () => {
    const customer = { email: 'anna.keller@example.com' };
    expect(createMultipassToken(customer, SECRET)).not.toBe(createMultipassToken(customer, SECRET));
  });

  it('refuses to make a token without an e-mail or a secret', () => {
    expect(() => createMultipassToken({ email: '' }, SECRET)).toThrow('e-mail');
    expect(() => createMultipassToken({ email: 'a@b.c' }, '')).toThrow('secret');
  });
});

describe('round trip with the Storefront stand-in', () => {
  const workspaceRoot = path.resolve(import.meta.dirname, '../../../../../..');
  let child: ChildProcess;
  let store: string;
  let dir: string;

  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    dir = mkdtempSync(path.join(tmpdir(), 'multipass-round-trip-'));
    child = spawn(
      process.execPath,
      [
        path.join(workspaceRoot, 'tools/local-services/src/main.ts'),
        '--port',
        String(port),
        '--db',
        path.join(dir, 'db.sqlite'),
        '--products',
        '40',
      ],
      { stdio: 'ignore' },
    );
    store = `http://127.0.0.1:${port}`;
    for (let attempt = 0; attempt < 200; attempt++) {
      if (
        await fetch(`${store}/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('local-services did not start');
  });
  afterAll(() => {
    child?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The site's token endpoint, answered by this lib's Multipass maker (what apps/site's route does). */
  const siteWith = (email: string, secret = SECRET): typeof fetch =>
    (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      if (url.pathname.endsWith('/multipass-token'))
        return new Response(createMultipassToken({ email, firstName: 'Jonas', lastName: 'Weber' }, secret), { status: 200 });
      return fetch(input, init);
    }) as typeof fetch;

  it("reads Jonas Weber's orders with a token the site made, and one of them by its id", async () => {
    const options = { store, token: STOREFRONT_TOKEN, origin: 'http://site.test', fetch: siteWith('jonas.weber@example.com') };
    const orders = await fetchCustomerOrders('technologies', options);
    expect(orders.length).toBeGreaterThan(10);
    const chosen = orders[3]!;
    const order = await fetchCustomerOrder('technologies', orderIdOf(chosen.id), options);
    expect(order?.orderNumber).toBe(chosen.orderNumber);
    expect(order?.lineItems.nodes.length).toBeGreaterThan(0);
  });

  it('ends with nothing when the secrets differ (the stand-in refuses the token)', async () => {
    const options = {
      store,
      token: STOREFRONT_TOKEN,
      origin: 'http://site.test',
      fetch: siteWith('jonas.weber@example.com', 'another-secret'),
    };
    expect(await fetchCustomerOrders('technologies', options)).toEqual([]);
    expect(await fetchCustomerOrder('technologies', '5400000001003', options)).toBeNull();
  });
});
