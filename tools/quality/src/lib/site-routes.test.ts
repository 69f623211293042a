import { describe, expect, it } from 'vitest';
import { sampleRoutePaths, siteRoutes } from './site-routes.ts';
import { workspaceRoot } from '@mbw/testing';

describe('sampleRoutePaths', () => {
  it('gives one path per route: optional segments out, parameters and splats sampled, layouts walked', () => {
    expect(
      sampleRoutePaths([
        { file: 'a.ts', path: 'cookie-consent' },
        { file: 'b.ts', path: 'api/*' },
        { file: 'c.tsx', path: ':lang?/product/:name/:article?' },
        {
          file: 'layout.tsx',
          children: [
            { file: 'home.tsx', index: true },
            { file: 'page.tsx', path: '*' },
          ],
        },
      ]),
    ).toEqual([
      { file: 'a.ts', path: '/cookie-consent' },
      { file: 'b.ts', path: '/api/probe' },
      { file: 'c.tsx', path: '/product/probe' },
      { file: 'home.tsx', path: '/' },
      { file: 'page.tsx', path: '/probe' },
    ]);
  });

  it("covers every route of the site's config", async () => {
    const paths = sampleRoutePaths(await siteRoutes(workspaceRoot)).map((sample) => sample.path);
    expect(paths).toEqual(expect.arrayContaining(['/cookie-consent', '/sitecore/api/probe', '/api/probe', '/', '/probe']));
  });
});
