export {
  BRAND_IDS,
  SEARCH_TABS,
  defineBrand,
  themeToCssVariables,
  type BrandConfig,
  type BrandId,
  type BrandTheme,
  type SearchTab,
} from './lib/brand-config';
export { contrastRatio } from './lib/contrast';
