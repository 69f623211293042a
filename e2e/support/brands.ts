import { BRANDS as HARNESS_BRANDS, E2E_PORTS, SAMPLE_PRODUCTS, stackPorts, type BrandId, type HarnessBrand } from '@mbw/testing';

/**
 * The brands as the e2e suite runs them: `@mbw/testing`'s brands (ids from @mbw/brand, facts from
 * each brand config), production builds on their own ports against one local-services (port
 * 4110, its own database file). Flows run on one shop brand and one non-shop brand
 * (DEVELOPERS.md: keep CI fast); smoke runs on all four.
 */
export interface E2eBrand extends HarnessBrand {
  port: number;
  /** The brand config's theme.primary as the browser reports a computed colour: rgb(r, g, b). */
  primaryColor: string;
  runsFlows: boolean;
  /** Hero heading of the English home page (the brand tagline in local-services' seed). */
  homeHeading: string;
  /** A product this brand sells in local-services' generated catalog: URL name and display name. */
  product: { slug: string; name: string };
}

/**
 * What only the e2e suite says of a brand. Keyed by BrandId: a brand added to @mbw/brand without
 * its entry here is a type error. `runsFlows`: the flows' pair, one shop brand and one without.
 */
const E2E_FACTS: Record<BrandId, Pick<E2eBrand, 'runsFlows' | 'homeHeading'>> = {
  group: { runsFlows: false, homeHeading: 'Technology that moves industry' },
  technologies: { runsFlows: true, homeHeading: 'Plastic welding and process heat' },
  sensor: { runsFlows: true, homeHeading: 'Sensing what matters' },
  'welding-tools': { runsFlows: false, homeHeading: 'Tools for every seam' },
};

/**
 * Added to every port the suite opens (brands, local-services, catalogue), so two checkouts on one
 * machine can run their suites side by side: `E2E_PORT_OFFSET=1000 npx nx e2e e2e`.
 */
const PORTS = stackPorts(E2E_PORTS);
export const E2E_PORT_OFFSET = PORTS.offset;
export const LOCAL_SERVICES_URL = PORTS.localServicesUrl;
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

/** #rrggbb → rgb(r, g, b), as getComputedStyle reports it. */
export function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

export const BRANDS: E2eBrand[] = HARNESS_BRANDS.map((brand) => ({
  ...brand,
  port: PORTS.brandPort(brand.id),
  primaryColor: rgbOf(brand.primary),
  product: SAMPLE_PRODUCTS[brand.id],
  ...E2E_FACTS[brand.id],
}));

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
