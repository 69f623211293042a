export { BRAND_IDS, defineBrand, themeToCssVariables, type BrandConfig, type BrandId, type BrandTheme } from './lib/brand-config';
export { contrastRatio } from './lib/contrast';
