import { describe, expect, it, vi } from 'vitest';
import type { ProductDataConfig } from '@mbw/api-clients';
import { answerWishlistObjects } from './wishlist-objects.server';

const entry = {
  variantId: 7,
  articleNo: '142.271',
  name: 'CALORA',
  picture: '',
  addDate: null,
  masterProductNameEn: 'CALORA',
  MasterProductName: 'CALORA',
  categoryEn: '',
  brandName: '',
};

function setup(answer: () => Response = () => new Response(JSON.stringify([entry]), { headers: { 'content-type': 'application/json' } })) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => answer());
  const config: ProductDataConfig = { gatewayUrl: 'http://gateway.test', siteApiUrl: '', tenant: 'sensor', timeoutMs: 500, fetch };
  const post = (body: string, method = 'POST') =>
    answerWishlistObjects(
      new Request('http://site.test/api/product-data/wishlistObjects', { method, body: method === 'POST' ? body : null }),
      config,
    );
  return { fetch, post };
}

describe('POST /api/product-data/wishlistObjects', () => {
  it('asks the gateway with the brand tenant and answers its product data', async () => {
    const { fetch, post } = setup();
    const response = await post(JSON.stringify({ items: [{ VariantId: '7', AddDate: '2026-11-01' }], lang: 'de' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ ...entry, variantId: '7' }]);
    expect(String(fetch.mock.calls[0]![0])).toBe('http://gateway.test/product-data/v1/product/wishlistObjects?tenant=sensor');
  });

  it('refuses malformed bodies (400), big ones (413) and other methods (405) without asking the gateway; a failing gateway is 502', async () => {
    const { fetch, post } = setup();
    for (const body of [
      '{',
      '{"items":[{"VariantId":"x"}],"lang":"en"}',
      '{"items":[],"lang":"xx-long"}',
      JSON.stringify({ items: Array.from({ length: 201 }, () => ({ VariantId: 1 })), lang: 'en' }),
    ])
      expect((await post(body)).status, body.slice(0, 30)).toBe(400);
    expect((await post(JSON.stringify({ items: [], lang: 'en', pad: 'x'.repeat(17_000) }))).status).toBe(413);
    expect((await post('', 'GET')).status).toBe(405);
    expect(fetch).not.toHaveBeenCalled();
    expect((await setup(() => new Response('no', { status: 500 })).post('{"items":[{"VariantId":1}],"lang":"en"}')).status).toBe(502);
  });
});
