import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse } from '../testing/fake-fetch';
import { fetchDictionary } from './dictionary-service';

function configWith(handler: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(handler);
  return { fake, config: { apiUrl: 'http://cms.test', apiKey: 'KEY', siteName: 'welding-tools', timeoutMs: 500, fetch: fake.fetch } };
}

describe('fetchDictionary (spec discovery §7)', () => {
  it('GETs /sitecore/api/jss/dictionary/{app}/{lng}?sc_apikey= and returns the phrases', async () => {
    const { fake, config } = configWith(() => jsonResponse(200, { lang: 'fr', app: 'welding-tools', phrases: { a: 'b' } }));
    expect(await fetchDictionary(config, { language: 'fr' })).toEqual({ a: 'b' });
    expect(fake.requests[0]!.url.toString()).toBe('http://cms.test/sitecore/api/jss/dictionary/welding-tools/fr?sc_apikey=KEY');
  });

  it('throws an UpstreamError for failures and malformed phrases', async () => {
    await expect(fetchDictionary(configWith(() => jsonResponse(503, {})).config, { language: 'fr' })).rejects.toMatchObject({
      name: 'UpstreamError',
      failure: 'http',
      status: 503,
    });
    await expect(
      fetchDictionary(configWith(() => jsonResponse(200, { phrases: { a: 1 } })).config, { language: 'fr' }),
    ).rejects.toMatchObject({ failure: 'invalid-response' });
  });
});
