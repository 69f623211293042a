/**
 * The brands as the e2e suite runs them: production builds on their own ports against one
 * local-services (port 4110, its own database file). Flows run on one shop brand and one
 * non-shop brand (DEVELOPERS.md: keep CI fast); smoke runs on all four.
 */
export interface E2eBrand {
  id: 'group' | 'technologies' | 'sensor' | 'welding-tools';
  displayName: string;
  port: number;
  shop: boolean;
  primaryColor: string;
  runsFlows: boolean;
  /** Hero heading of the English home page (the brand tagline in local-services' seed). */
  homeHeading: string;
  /** A product this brand sells in local-services' generated catalog: URL name and display name. */
  product: { slug: string; name: string };
}

/**
 * Added to every port the suite opens (brands, local-services, catalogue), so two checkouts on one
 * machine can run their suites side by side: `E2E_PORT_OFFSET=1000 npx nx e2e e2e`.
 */
export const E2E_PORT_OFFSET = Number(process.env['E2E_PORT_OFFSET'] ?? 0) || 0;
export const LOCAL_SERVICES_PORT = 4110 + E2E_PORT_OFFSET;
export const LOCAL_SERVICES_URL = `http://127.0.0.1:${LOCAL_SERVICES_PORT}`;
/**
 * Upstream timeout of the e2e servers: the production default (3 s). It was 1.5 s to keep the
 * slow-upstream tests short, but on two busy CI cores an ordinary call to local-services (layout,
 * product data, sign-in) sometimes took longer, and a healthy page then rendered its fault view.
 */
export const E2E_UPSTREAM_TIMEOUT_MS = 3000;
/** How long a 'slow' fault holds an upstream answer: well past the timeout, so the page gives up first. */
export const E2E_SLOW_UPSTREAM_MS = 8000;
/** A page that gives up on a failing upstream answers within one timeout, plus 2.5 s for rendering on a busy host. */
export const E2E_FAULT_ANSWER_WITHIN_MS = E2E_UPSTREAM_TIMEOUT_MS + 2500;

export const BRANDS: E2eBrand[] = [
  { id: 'group', displayName: 'Kestrel Group', port: 3101 + E2E_PORT_OFFSET, shop: false, primaryColor: 'rgb(27, 42, 74)', runsFlows: false, homeHeading: 'Technology that moves industry', product: { slug: 'CALORA-S3', name: 'CALORA S3' } },
  { id: 'technologies', displayName: 'Kestrel Technologies', port: 3100 + E2E_PORT_OFFSET, shop: true, primaryColor: 'rgb(200, 16, 46)', runsFlows: true, homeHeading: 'Plastic welding and process heat', product: { slug: 'CALORA-S3', name: 'CALORA S3' } },
  { id: 'sensor', displayName: 'Kestrel Sensor', port: 3102 + E2E_PORT_OFFSET, shop: false, primaryColor: 'rgb(0, 102, 122)', runsFlows: true, homeHeading: 'Sensing what matters', product: { slug: 'SPECTRA-100', name: 'SPECTRA 100' } },
  { id: 'welding-tools', displayName: 'Kestrel Welding Tools', port: 3103 + E2E_PORT_OFFSET, shop: true, primaryColor: 'rgb(168, 67, 0)', runsFlows: false, homeHeading: 'Tools for every seam', product: { slug: 'BLAZE-PLUS', name: 'BLAZE PLUS' } },
];

export function brandById(id: string): E2eBrand {
  const brand = BRANDS.find((candidate) => candidate.id === id);
  if (!brand) throw new Error(`No e2e brand "${id}"`);
  return brand;
}

/**
 * The origin of every absolute URL a production page carries (canonical, hreflang, og:url) when
 * PUBLIC_ORIGIN is not set, as in this suite: the brand's own domain, never the request's Host.
 */
export function brandPublicOrigin(brand: Pick<E2eBrand, 'id'>): string {
  return `https://www.${brand.id}.kestrel.example`;
}
