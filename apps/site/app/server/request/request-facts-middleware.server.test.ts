import { describe, expect, it, vi } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { ANONYMOUS_VIEWER } from '@mbw/account-data-access';
import { requestContext } from './request-context';
import { requestFactsMiddleware } from './request-facts-middleware.server';

/** The root middleware's facts (issue 24): the session is decrypted and the shop asked only when a loader reads them. */
function setup() {
  const viewerFrom = vi.fn(async () => ANONYMOUS_VIEWER);
  const requestShop = vi.fn(async () => true);
  const middleware = requestFactsMiddleware({
    config: () => ({
      siteName: 'technologies',
      brandDomain: 'www.technologies.kestrel.example',
      configuredPublicOrigin: undefined,
      development: false,
      shopBrand: true,
    }),
    viewerFrom,
    requestShop,
    log: () => undefined,
  });
  const run = async (path: string, read?: (context: RouterContextProvider) => Promise<unknown>) => {
    const url = new URL(`https://www.technologies.kestrel.example${path}`);
    const request = new Request(url, { headers: { cookie: 'kestrel_session=sealed; country=DE', 'sec-fetch-site': 'same-origin' } });
    const context = new RouterContextProvider();
    const response = await middleware(
      { request, url, params: {}, context, pattern: '' } as unknown as Parameters<typeof middleware>[0],
      async () => {
        await read?.(context);
        return new Response('ok');
      },
    );
    return { response, context };
  };
  return { viewerFrom, requestShop, run };
}

describe('requestFactsMiddleware', () => {
  it.each(['/-/media/images/hero.jpg', '/healthz', '/api/some/thing', '/robots.txt', '/sitemaps/en.xml'])(
    '%s: no session decrypt, no shop check',
    async (path) => {
      const { viewerFrom, requestShop, run } = setup();
      const { response, context } = await run(path, async (context) => context.get(requestContext).publicOrigin);
      expect(response?.status).toBe(200);
      expect(context.get(requestContext).language.tag).toBe('en');
      expect(viewerFrom).not.toHaveBeenCalled();
      expect(requestShop).not.toHaveBeenCalled();
    },
  );

  it('a page that reads the viewer and the shop: each asked once, however often it is read', async () => {
    const { viewerFrom, requestShop, run } = setup();
    await run('/en/company', async (context) => {
      const facts = context.get(requestContext);
      await Promise.all([facts.viewer(), facts.shop(), facts.cachePolicy(), facts.viewer(), facts.shop()]);
    });
    expect(viewerFrom).toHaveBeenCalledTimes(1);
    expect(viewerFrom).toHaveBeenCalledWith('kestrel_session=sealed; country=DE');
    expect(requestShop).toHaveBeenCalledTimes(1);
  });
});
