import { themeToCssVariables, type BrandTheme } from '@mbw/brand';

/** The brand theme as one `:root` rule, rendered into the document head by the server. */
export function themeCss(theme: BrandTheme): string {
  const declarations = Object.entries(themeToCssVariables(theme)).map(([name, value]) => `${name}:${value}`);
  return `:root{${declarations.join(';')}}`;
}
