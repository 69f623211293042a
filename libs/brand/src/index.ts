export {
  BRAND_IDS,
  SEARCH_TABS,
  defineBrand,
  themeToCssVariables,
  type BrandConfig,
  type BrandId,
  type BrandLogo,
  type BrandTheme,
  type SearchTab,
  type SiteSearchPage,
} from './lib/brand-config';
export { contrastRatio, relativeLuminance } from './lib/contrast';
