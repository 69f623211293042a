import { andExpressions } from '../engine/group-by';
import { UNRESTRICTED_ONLY, type RestrictedDownloads } from './restricted-downloads';

/**
 * Spec discovery §2: "Product-family search pages restrict results to the product
 * classification, the current tenant, the site's source and the page language, and hide
 * phased-out and pre-launch products." Field names as the index has them (spec discovery §3).
 */
export interface ListerScope {
  /** `@pimclassification`: the family key (`heat-guns`) or an accessory category. */
  classification?: string | null;
  /** `@tenant` and `@source` of the brand's site. */
  tenant: string;
  source: string;
  /** `@language`: the page language (`en`). */
  language: string;
  /** `@herotemplatename`: the kind of item listed (`Product`: a family's masters, not their variants and downloads); several: any of them. */
  template?: string | readonly string[] | null;
  /** §6: pre-launch products show only when the context check allows them (default: hidden). */
  preLaunchAllowed?: boolean;
  /** The downloads listers: how restricted files show for the viewer ('excluded': not in the query, restricted-downloads.ts). */
  restrictedDownloads?: RestrictedDownloads;
}

/** A field equal to a value; the value is quoted (its quotes dropped) so spaces and dashes stay one value. */
export function fieldEquals(field: string, value: string): string {
  return `@${field}=="${value.replaceAll('"', '')}"`;
}

/** An accessory's field naming the products it fits (their master product names in the document's language). */
const COMPATIBLE_PRODUCTS_FIELD = 'compatibleproducts';

/** Spec discovery §5: the accessories that fit a chosen product (its master product name). */
export function compatibleWith(product: string): string {
  return fieldEquals(COMPATIBLE_PRODUCTS_FIELD, product);
}

/** A field equal to one of the values (`@field==("a","b")`); one value: `fieldEquals`. */
export function fieldIn(field: string, values: string | readonly string[]): string {
  if (typeof values === 'string') return fieldEquals(field, values);
  if (values.length === 1) return fieldEquals(field, values[0]!);
  return `@${field}==(${values.map((value) => `"${value.replaceAll('"', '')}"`).join(',')})`;
}

/** The lister's constant query (a Coveo query expression). */
export function listerRestriction(scope: ListerScope): string {
  return andExpressions(
    scope.classification ? fieldEquals('pimclassification', scope.classification) : '',
    scope.template && scope.template.length > 0 ? fieldIn('herotemplatename', scope.template) : '',
    fieldEquals('tenant', scope.tenant),
    fieldEquals('source', scope.source),
    fieldEquals('language', scope.language),
    '@isphasedout==false',
    scope.preLaunchAllowed ? '' : '@isprelaunch==false',
    scope.restrictedDownloads === 'excluded' ? UNRESTRICTED_ONLY : '',
  );
}
