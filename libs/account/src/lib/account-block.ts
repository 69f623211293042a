import type { ComponentRendering } from '@mbw/api-clients';

/**
 * What a rendering of the account area receives from the placeholder (the same shape as
 * @mbw/content-blocks' BlockProps; features do not import each other, so it is repeated here).
 */
export interface AccountBlockProps<TFields> {
  rendering: ComponentRendering;
  fields: TFields;
  params: Record<string, string>;
}
