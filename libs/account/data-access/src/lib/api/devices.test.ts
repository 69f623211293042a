import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeviceEntrySchema, addDevices } from './add-devices';
import { checkDevice } from './check-device';
import { decrementDeviceCount, fetchNoOfDevices } from './get-no-of-devices';

function answering(status: number, body: string) {
  const fetch = vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(body, { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('location', { origin: 'https://site.example', assign: vi.fn() });
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('device form schema (spec account §5)', () => {
  const valid = { articleNumber: '142.270', serialNumber: '5000000001', inventoryNumber: ' Van 2 ' };
  it('takes a complete article (7 characters, no dash) and serial (10 digits); the inventory number is optional and trimmed', () => {
    expect(v.parse(DeviceEntrySchema, valid)).toEqual({ ...valid, inventoryNumber: 'Van 2' });
    expect(v.safeParse(DeviceEntrySchema, { ...valid, inventoryNumber: '' }).success).toBe(true);
  });
  it('refuses incomplete masks with a key per field', () => {
    const result = v.safeParse(DeviceEntrySchema, { articleNumber: '142.2--', serialNumber: '50000', inventoryNumber: '' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => issue.message)).toEqual(['article-number-invalid', 'serial-number-invalid']);
    expect(v.safeParse(DeviceEntrySchema, { ...valid, articleNumber: '142270' }).success).toBe(false);
    expect(v.safeParse(DeviceEntrySchema, { ...valid, inventoryNumber: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('device calls (spec account §7, CONTRACT.md)', () => {
  it('addDevices posts every entry with the wire names', async () => {
    const fetch = answering(200, '{"added":1}');
    await expect(addDevices([{ articleNumber: '142.270', serialNumber: '5000000001', inventoryNumber: 'Van 2' }])).resolves.toEqual({
      added: 1,
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('https://site.example/api/Devices/addDevices');
    expect(JSON.parse(String(init?.body))).toEqual([{ ArticleNumber: '142.270', SerialNumber: '5000000001', InventoryNumber: 'Van 2' }]);
  });

  it('checkDevice leaves out an empty inventory number and keeps a 419', async () => {
    const fetch = answering(419, '{"message":"another account"}');
    await expect(checkDevice({ articleNumber: '617.410', serialNumber: '4600000002', inventoryNumber: '' }, 'en')).rejects.toMatchObject({
      status: 419,
    });
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      'https://site.example/api/Devices/checkDevice?articleNumber=617.410&serialNumber=4600000002&lang=en',
    );
  });

  it('spec account §7 checkDevice: sends the page language as lang, so a de page names the device in German (issue 23 item 11)', async () => {
    const fetch = answering(
      200,
      JSON.stringify({
        name: 'Schweissgerät',
        articleNumber: '142.270',
        serialNumber: '5000000001',
        inventoryNumber: 'Van 2',
        image: { url: '', title: '' },
        category: 'x',
        masterProductNameEn: 'x',
        pimId: 'x',
        brandName: 'x',
      }),
    );
    await checkDevice({ articleNumber: '142.270', serialNumber: '5000000001', inventoryNumber: 'Van 2' }, 'de');
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/api/Devices/checkDevice');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      articleNumber: '142.270',
      serialNumber: '5000000001',
      inventoryNumber: 'Van 2',
      lang: 'de',
    });
  });

  it('a count of 0 reads as null (no brackets)', async () => {
    answering(200, '0');
    await expect(fetchNoOfDevices()).resolves.toBeNull();
    answering(200, '12');
    await expect(fetchNoOfDevices()).resolves.toBe(12);
  });
});

describe('decrementDeviceCount (spec account §4)', () => {
  it('counts down and becomes null below 1', () => {
    expect(decrementDeviceCount(3)).toBe(2);
    expect(decrementDeviceCount(1)).toBeNull();
    expect(decrementDeviceCount(null)).toBeNull();
  });
});
