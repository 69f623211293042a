import type { CountryCode, LanguageCode } from './generated/graphql';

/** `@inContext` of the shop's operations: the market cookie's country, the language cookie's language, upper-cased (spec shop §7). */
export interface StorefrontContext {
  country: CountryCode;
  language: LanguageCode;
}

export const DEFAULT_MARKET = 'de';

/**
 * The market cookie (lower-case, default de: spec shop §1) and the language tag (`de`, `de-CH`)
 * as the Storefront's enums: `DE`, `DE`. Anything that is not two letters is the default.
 */
export function storefrontContext(market: string | null | undefined, language: string | null | undefined): StorefrontContext {
  const country = market && /^[a-z]{2}$/i.test(market) ? market : DEFAULT_MARKET;
  const primary = /^([a-z]{2})(?:[-_]|$)/i.exec(language ?? '')?.[1] ?? 'en';
  return { country: country.toUpperCase() as CountryCode, language: primary.toUpperCase() as LanguageCode };
}
