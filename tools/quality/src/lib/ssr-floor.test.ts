import { describe, expect, it } from 'vitest';
import { ssrFloorFailures } from './ssr-floor.ts';

describe('ssrFloorFailures', () => {
  const floors = { home: 0.1, 'product page': 0.05 } as const;

  it('fails a page whose SSR throughput is under its share of the static floor', () => {
    expect(
      ssrFloorFailures(
        [
          { page: 'home', ssrRps: 106, staticRps: 1473 },
          { page: 'product page', ssrRps: 90, staticRps: 1476 },
        ],
        floors,
      ),
    ).toEqual(['home: SSR 7.2 % of static < 10 %']);
  });

  it('reports pages without a floor, and an unusable static figure, without judging them', () => {
    expect(
      ssrFloorFailures(
        [
          { page: 'downloads page', ssrRps: 1, staticRps: 1884 },
          { page: 'home', ssrRps: 10, staticRps: 0 },
        ],
        floors,
      ),
    ).toEqual([]);
  });
});
