/** Contract of the geo-ip stand-in: GET /ResolveCountryByIp.aspx answers the visitor's country and a map centre. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestServer } from '../test-app.ts';
import { clientAddress } from './routes.ts';

let app: TestServer;
let base: string;

beforeAll(async () => {
  app = await startTestApp({ products: 10, apiKey: 'test-key' });
  base = app.base;
});
afterAll(() => app.close());

/** JSON of a response; the shapes are asserted by the tests themselves. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const json = async (response: Response | Promise<Response>): Promise<any> => (await response).json();

describe('geo-ip', () => {
  it('resolves the country by IP, with N/A for unknown addresses', async () => {
    const resolve = async (ip?: string) => json(fetch(`${base}/ResolveCountryByIp.aspx`, { headers: ip ? { 'x-forwarded-for': ip } : {} }));
    expect(await resolve()).toEqual({ Country: 'CH', Latitude: 47.3769, Longitude: 8.5417 });
    expect(await resolve('198.51.100.20, 10.0.0.1')).toMatchObject({ Country: 'FR' });
    expect(await resolve('8.8.8.8')).toEqual({ Country: 'N/A' });
    expect(await resolve('not-an-ip')).toMatchObject({ Country: 'CH' });
  });

  it('reads the client from X-Forwarded-For, else the peer, with IPv6 loopback and mapped IPv4 as IPv4', () => {
    expect(clientAddress('203.0.113.9, 10.0.0.1', '127.0.0.1')).toBe('203.0.113.9');
    expect(clientAddress(['192.0.2.1', '198.51.100.1'], undefined)).toBe('192.0.2.1');
    expect(clientAddress('not-an-ip', '::ffff:198.51.100.20')).toBe('198.51.100.20');
    expect(clientAddress(undefined, '::1')).toBe('127.0.0.1');
    expect(clientAddress(undefined, undefined)).toBe('');
  });
});
