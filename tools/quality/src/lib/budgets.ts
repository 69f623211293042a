/**
 * Performance budgets (issue 5). Raise them as pages mature; the goal is 100 / 1.2 s / 0 / 0.
 */
export const LIGHTHOUSE_BUDGET = { score: 95, lcpMs: 2000, tbtMs: 100, cls: 0.05 } as const;

/**
 * First-load JavaScript of a content page, gzip (a bare React Router SSR route is ~110 KB). Issue
 * 30 moved it to what the pages load now (142.6 KB on every brand, 2026-11-28: the lazy blocks'
 * class maps left the first load, docs/decisions/page-critical-css.md), with a little room: its
 * goal is 120 KB (docs/decisions/first-load-js.md says what is left). Pages with more of their own
 * code have their own budget (pages.ts).
 */
export const CONTENT_PAGE_JS_BUDGET_BYTES = 144 * 1024;

/** The product and downloads pages: the catalog routes' own chunk besides the frame (145.2 KB; goal 125 KB). */
export const CATALOG_PAGE_JS_BUDGET_BYTES = 147 * 1024;

/** The anonymous My Account pages, read in a browser (their lazy screens load): account 147.3 KB, wishlist 153.9 KB. */
export const ACCOUNT_PAGE_JS_BUDGET_BYTES = 149 * 1024;
export const WISHLIST_PAGE_JS_BUDGET_BYTES = 155 * 1024;

/**
 * Packages that must not be in the first load of pages that do not use them: the map, the
 * search engine, the lightbox and forms (issue 5), and server-only code that must never ship.
 */
export const HEAVY_PACKAGES: Record<string, string> = {
  'maplibre-gl': 'map',
  'mapbox-gl': 'map',
  'react-map-gl': 'map',
  '@coveo/headless': 'search engine',
  'yet-another-react-lightbox': 'lightbox',
  'react-hook-form': 'forms',
  '@hookform/resolvers': 'forms',
  '@tanstack/react-query': 'account data (TanStack Query)',
  '@tanstack/query-core': 'account data (TanStack Query)',
  'sanitize-html': 'server-only sanitiser',
  htmlparser2: 'server-only sanitiser',
  postcss: 'server-only sanitiser',
  '@lingui/message-utils': 'server-only message compiler',
};

export interface LighthouseMetrics {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export type LighthouseBudget = { readonly [K in keyof typeof LIGHTHOUSE_BUDGET]: number };

/**
 * The product page's own budget while it matures: its DOM (gallery, full specs table for print,
 * applications, carousels, accessories, videos) makes the first frame and hydration longer.
 * Medians of five on this machine kind at rest: 28–68 ms once react-aria left its first load, then
 * 77–132 ms once the server HTML carried the carousels' CSS (before, they were laid out unstyled
 * first and restyled after hydration, outside the measured window). The first frame's style and
 * layout is the open item; the goal stays LIGHTHOUSE_BUDGET's 100 ms. Everything else as
 * LIGHTHOUSE_BUDGET.
 *
 * 2026-11-28 (issue 30): below-the-fold sections hydrate near the view: TBT 44–129 ms in CI on the
 * four brands, so 150 ms. With real pictures (the stand-in's photographs instead of small SVGs) the
 * gallery's first picture makes LCP 1.8–2.1 s (1.4 s before); until that is fixed (the goal is
 * 1.2 s) the product page is held to Core Web Vitals' "good" line, 2.5 s, not to the site's 2.0 s.
 * Once the page inlined only the CSS it uses (its HTML 52 → 39 KB gzip, docs/decisions/page-critical-css.md)
 * the four brands measured LCP 1.52–1.70 s and TBT 27–106 ms (medians of five, quiet host): the
 * site's 2.0 s holds again.
 */
export const PRODUCT_PAGE_LIGHTHOUSE_BUDGET: LighthouseBudget = { ...LIGHTHOUSE_BUDGET, tbtMs: 150 };

/**
 * Lighthouse's CPU throttling is a multiple of the host's speed, and the CI host's speed is not
 * constant: the same build measured 61 and 188 ms of TBT on the same machine. Lighthouse's advice
 * is to calibrate the multiplier to the host's benchmarkIndex (docs/throttling.md). The device this
 * gate has always emulated is 4x this machine kind at rest (benchmarkIndex about 2400): a mid-tier
 * phone at benchmarkIndex 600, inside Lighthouse's mid-tier mobile band (125–800). A busy host gets
 * a smaller multiplier, so the budget holds the page to the same phone.
 */
export const TARGET_BENCHMARK_INDEX = 600;

/**
 * The largest slowdown the gate applies: Lighthouse's own mobile preset (4×), the one PageSpeed
 * Insights reports with. The calibration lowers it for a slow or busy host; it does not raise it
 * for a host whose benchmarkIndex is above ~2400, because on the hosts that report one the page's
 * start-up is not that much faster (docs/decisions/lighthouse-cpu-slowdown.md): on 2026-11-27 the
 * CI host (benchmarkIndex 3616, a page fault 2.3 µs) held to 6× measured home TBT 121 ms where
 * this machine kind at benchmarkIndex ≈ 2200 and 3.6× had measured 40–63 ms for the same pages;
 * the same host at 4× measured 25 ms. benchmarkIndex is a tight loop; start-up is compilation,
 * allocation and inter-process work that such a host does not do faster.
 */
export const MAX_CPU_SLOWDOWN = 4;

/** The CPU slowdown that brings a host of `benchmarkIndex` to the target phone (1–MAX_CPU_SLOWDOWN, one decimal; the maximum when unknown). */
export function cpuSlowdownFor(benchmarkIndex: number | undefined): number {
  if (benchmarkIndex === undefined || !Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return MAX_CPU_SLOWDOWN;
  return Math.round(Math.min(MAX_CPU_SLOWDOWN, Math.max(1, benchmarkIndex / TARGET_BENCHMARK_INDEX)) * 10) / 10;
}

/**
 * Whether the slowdown the measured runs' own benchmarks call for differs from the one used by more
 * than a quarter (one sample's noise on a shared host), so the runs must be taken again with it.
 */
export function needsRemeasure(usedSlowdown: number, runsSlowdown: number): boolean {
  return Math.abs(runsSlowdown - usedSlowdown) / usedSlowdown > 0.25;
}

/**
 * What a minor page fault (first touch of fresh memory) may cost on a host whose Lighthouse TBT
 * still says something about the target phone, in microseconds. Bare metal and hardware-virtualised
 * guests take 0.1–0.6 µs. The sandboxed VMs some of our sessions and CI runs land on (Firecracker
 * with pti=on and page tables kept in software) take 12–13 µs, 20–50 times more, and so does every
 * system call and context switch. Lighthouse's benchmarkIndex is a tight loop that touches none of
 * that, so it reads such a host as normal (2300–2500), while a page's start-up, which is
 * allocation, compilation and inter-process work, runs several times slower: the same build,
 * home page TBT 42 ms in one CI run, measured 645–860 ms on such a host (a copy without scripts
 * 54 ms). No CPU multiplier maps that host to the phone, so there the gate does not judge TBT, nor
 * the score that weighs it at 30 %, and says so; it still judges LCP and CLS, and every host
 * judges first-load JS in bytes. Measured by `measurePageFaultMicros` (host.ts).
 */
export const MAX_PAGE_FAULT_MICROS_FOR_TBT = 3;

/** Whether Lighthouse's main-thread figures (TBT, score) of this host can be judged against the budget. */
export function judgesMainThread(pageFaultMicros: number): boolean {
  return Number.isFinite(pageFaultMicros) && pageFaultMicros <= MAX_PAGE_FAULT_MICROS_FOR_TBT;
}

export function lighthouseFailures(
  metrics: LighthouseMetrics,
  budget: LighthouseBudget = LIGHTHOUSE_BUDGET,
  { mainThread = true }: { mainThread?: boolean } = {},
): string[] {
  const failures: string[] = [];
  if (mainThread && metrics.score < budget.score) failures.push(`score ${metrics.score} < ${budget.score}`);
  if (metrics.lcpMs > budget.lcpMs) failures.push(`LCP ${Math.round(metrics.lcpMs)} ms > ${budget.lcpMs}`);
  if (mainThread && metrics.tbtMs > budget.tbtMs) failures.push(`TBT ${Math.round(metrics.tbtMs)} ms > ${budget.tbtMs}`);
  if (metrics.cls > budget.cls) failures.push(`CLS ${metrics.cls.toFixed(3)} > ${budget.cls}`);
  return failures;
}

/** Package names in source-map `sources` (node_modules/@scope/name/… or node_modules/name/…). */
export function packagesOf(sources: readonly string[]): Set<string> {
  const packages = new Set<string>();
  for (const source of sources) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source.slice(source.lastIndexOf('node_modules/')));
    if (match?.[1]) packages.add(match[1]);
  }
  return packages;
}

/** `uses`: HEAVY_PACKAGES the page itself uses (they may be in its first load); `budgetBytes`: a page's own budget. */
export function jsBudgetFailures(input: {
  gzipBytes: number;
  packages: Set<string>;
  uses?: readonly string[];
  budgetBytes?: number;
}): string[] {
  const failures: string[] = [];
  const budget = input.budgetBytes ?? CONTENT_PAGE_JS_BUDGET_BYTES;
  if (input.gzipBytes > budget) {
    failures.push(`${(input.gzipBytes / 1024).toFixed(1)} KB > ${budget / 1024} KB`);
  }
  for (const name of input.packages) {
    const what = HEAVY_PACKAGES[name];
    if (what && !input.uses?.includes(name)) failures.push(`${name} (${what}) in the first load`);
  }
  return failures;
}
