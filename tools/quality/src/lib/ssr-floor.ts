import type { PageType } from './pages.ts';

/**
 * bench:ssr's budget (issue 30): a page's SSR throughput as a share of its floor, the same HTML
 * served as a static file by the same process (so the host's speed cancels out). The issue's
 * figures before the SSR work: home 7.2 %, content page 8.6 %, product page 4.0 %, downloads 4.2 %
 * (50 connections, no compression asked); after it, on a shared host: home 12–14 %, content
 * 6–13 % (the static figure is the noisy one), product 6.4–7 % (docs/decisions/ssr-throughput.md).
 * The floors sit between, so a regression to the old cost fails while a noisy run mostly passes;
 * raise them once the lead has quiet-host figures. Pages not named here are reported, not judged.
 */
export const SSR_FLOOR_SHARE: Partial<Record<PageType, number>> = {
  home: 0.1,
  'content page': 0.11,
  'product page': 0.055,
};

export interface SsrMeasurement {
  page: PageType;
  ssrRps: number;
  staticRps: number;
}

/** The pages whose SSR share is under their floor, each as a sentence for the report. */
export function ssrFloorFailures(measurements: readonly SsrMeasurement[], floors = SSR_FLOOR_SHARE): string[] {
  const failures: string[] = [];
  for (const { page, ssrRps, staticRps } of measurements) {
    const floor = floors[page];
    if (floor === undefined || staticRps <= 0) continue;
    const share = ssrRps / staticRps;
    if (share < floor) failures.push(`${page}: SSR ${(share * 100).toFixed(1)} % of static < ${(floor * 100).toFixed(0)} %`);
  }
  return failures;
}
