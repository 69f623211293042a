import type { ContactPoint } from '@mbw/api-clients';
import { matchesFilters, type Filters } from './filters';
import { sameId } from './ids';

/** Partner kinds of spec discovery §4 (the points' kindOfPartner.id). */
export const PARTNER_KIND = {
  groupSubsidiary: 'group-subsidiary',
  salesAndIntegrationPartner: 'official-sales-and-integration-partner',
  distributorHeadquarter: 'distributor-headquarter',
  officialDealer: 'official-dealer',
  subDealerHeadquarter: 'sub-dealer-headquarter',
  groupHeadquarters: 'group-headquarters',
} as const;

export interface MainContactContext {
  favouriteId?: string | null;
  /** The visitor's country (ISO code from geo-ip; CH when unknown, spec §7). */
  visitorCountry?: string | null;
  filters: Filters;
}

const kindOf = (point: ContactPoint) => point.kindOfPartner.id.toLowerCase();
const inCountry = (point: ContactPoint, country: string) => point.countryCode.toUpperCase() === country;

/**
 * The map's main contact point (spec discovery §4), in order:
 * 1. the point whose id equals the favourite id;
 * 2. else, in the visitor's country, a group subsidiary;
 * 3. else an official sales and integration partner or distributor headquarter matching a filter;
 * 4. else an official dealer or sub-dealer headquarter matching a filter;
 * 5. else the Swiss group headquarters;
 * 6. else none.
 * Steps 3 and 4 are taken in the visitor's country too (the spec is silent; a partner on another
 * continent is nobody's main contact — docs/decisions/sales-and-service-points.md). Within a step
 * the first point of the list wins (the content system's order).
 */
export function mainContactPoint(points: readonly ContactPoint[], context: MainContactContext): ContactPoint | null {
  if (context.favouriteId) {
    const favourite = points.find((point) => sameId(point.id, context.favouriteId));
    if (favourite) return favourite;
  }
  const country = (context.visitorCountry ?? '').toUpperCase();
  if (country) {
    const local = points.filter((point) => inCountry(point, country));
    const subsidiary = local.find((point) => kindOf(point) === PARTNER_KIND.groupSubsidiary);
    if (subsidiary) return subsidiary;
    const partner = local.find(
      (point) =>
        (kindOf(point) === PARTNER_KIND.salesAndIntegrationPartner || kindOf(point) === PARTNER_KIND.distributorHeadquarter) &&
        matchesFilters(point, context.filters),
    );
    if (partner) return partner;
    const dealer = local.find(
      (point) =>
        (kindOf(point) === PARTNER_KIND.officialDealer || kindOf(point) === PARTNER_KIND.subDealerHeadquarter) &&
        matchesFilters(point, context.filters),
    );
    if (dealer) return dealer;
  }
  return points.find((point) => kindOf(point) === PARTNER_KIND.groupHeadquarters && inCountry(point, 'CH')) ?? null;
}
