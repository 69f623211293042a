import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';

/** Spec discovery §7: GET {products menu endpoint} returns SubItems for the menu flyout. */
export interface ProductsMenuItem {
  Name: string;
  NameEn: string;
  ImageUrl: string | null;
}

const schema = v.looseObject({
  SubItems: v.array(v.looseObject({ Name: v.string(), NameEn: v.string(), ImageUrl: v.optional(v.nullable(v.string()), null) })),
});

export const PRODUCTS_MENU_KEY = 'products-menu';

/** Spec discovery §8: a non-OK answer is 'Something went wrong' and an error state. */
export async function fetchProductsMenu(endpoint: string, fetcher: typeof fetch = fetch): Promise<ProductsMenuItem[]> {
  const response = await fetcher(endpoint, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error('Something went wrong');
  const parsed = v.safeParse(schema, await response.json());
  if (!parsed.success) throw new Error('Something went wrong');
  return parsed.output.SubItems.map((item) => ({ Name: item.Name, NameEn: item.NameEn, ImageUrl: item.ImageUrl ?? null }));
}

export function productsMenuQueryOptions(endpoint: string) {
  return queryOptions({
    queryKey: [PRODUCTS_MENU_KEY, endpoint],
    queryFn: () => fetchProductsMenu(endpoint),
    staleTime: 5 * 60_000,
  });
}

/** The products of a flyout, fetched when it first opens. */
export function useProductsMenu(endpoint: string | null, enabled: boolean) {
  return useQuery({ ...productsMenuQueryOptions(endpoint ?? ''), enabled: enabled && !!endpoint });
}
