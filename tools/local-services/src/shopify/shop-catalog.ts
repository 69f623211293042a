/**
 * The shop's goods as the Storefront API shows them (issue 15): Products, their one
 * ProductVariant, the `custom` metafields (condition, delivery_time, bundles) and the
 * `discount_bundle` metaobjects, priced for the market of the request's `@inContext(country:)`.
 * Values are plain objects with functions where a field takes arguments; graphql-js's default
 * resolvers read them, and `__typename` answers the Node/union questions.
 */
import type { DatabaseSync } from 'node:sqlite';
import { GraphQLError, getDirectiveValues, type GraphQLResolveInfo } from 'graphql';
import { BUNDLE_ID_BASE, type ShopBundle, type ShopItem } from './seed/shop.ts';

export type Currency = 'EUR' | 'CHF' | 'USD' | 'GBP';

/** The market's currency: Switzerland and Liechtenstein CHF, the US USD, the UK GBP, everywhere else EUR. */
export function currencyOf(country: string): Currency {
  if (country === 'CH' || country === 'LI') return 'CHF';
  if (country === 'US') return 'USD';
  if (country === 'GB') return 'GBP';
  return 'EUR';
}

/** Price lists per currency (no conversion at checkout): the EUR price times this (per mille), to the whole unit. */
const PRICE_PER_MILLE: Record<Currency, number> = { EUR: 1000, CHF: 1050, USD: 1150, GBP: 880 };

export function priceIn(eurCents: number, currency: Currency): number {
  // Integer arithmetic: 890 EUR × 1.15 is 1023.5 exactly, which rounds up (floats would say 1023.4999…).
  return currency === 'EUR' ? eurCents : Math.round((eurCents * PRICE_PER_MILLE[currency]) / 100_000) * 100;
}

/**
 * VAT included in the prices, by country (percent). US prices exclude sales tax, which the
 * checkout would add: 0 here. Used for the cart's `totalTaxAmount` (the tax inside the total).
 */
const VAT: Record<string, number> = { DE: 19, AT: 20, FR: 20, IT: 22, NL: 21, BE: 21, ES: 21, LU: 17, CH: 8.1, LI: 8.1, GB: 20, US: 0 };
export const vatOf = (country: string) => VAT[country] ?? 19;

/** Shopify's Decimal as it prints one: at least one decimal, no trailing zero beyond it ("890.0", "12.5", "12.34"). */
export function decimal(cents: number): string {
  const fixed = (cents / 100).toFixed(2);
  return fixed.endsWith('0') ? fixed.slice(0, -1) : fixed;
}

export const moneyValue = (cents: number, currencyCode: Currency) => ({ __typename: 'MoneyV2', amount: decimal(cents), currencyCode });

/** The seed's timestamps (the shop's goods do not change while it runs). */
const SEEDED_AT = '2025-01-15T09:00:00Z';

export interface ShopContext {
  country: string;
  language: string;
  /** Whether the operation named a country itself (a cart then takes that market). */
  explicitCountry: boolean;
}

/** `@inContext(country:, language:)` of the operation being run; Germany and German when absent (the site's default market). */
export function shopContext(info: GraphQLResolveInfo): ShopContext {
  const directive = info.schema.getDirective('inContext');
  const values = directive ? getDirectiveValues(directive, info.operation, info.variableValues) : undefined;
  const country = typeof values?.['country'] === 'string' ? values['country'] : undefined;
  const language = typeof values?.['language'] === 'string' ? values['language'] : 'DE';
  return { country: country ?? 'DE', language, explicitCountry: country !== undefined };
}

interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  reverse?: boolean | null;
}
type Connect = <T>(items: readonly T[], args: ConnectionArgs) => unknown;

export interface ShopData {
  items: Map<number, ShopItem>;
  bundles: Map<number, ShopBundle>;
  bundleByCode: Map<string, ShopBundle>;
}

/** The seeded goods, read once (they change only with a reseed, which happens before the server starts). */
export function loadShop(db: DatabaseSync): ShopData {
  const items = new Map<number, ShopItem>();
  const bundles = new Map<number, ShopBundle>();
  const hasTables = db
    .prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('shopify_products', 'shopify_bundles')")
    .get() as { n: number };
  if (hasTables.n === 2) {
    for (const row of db.prepare('SELECT json FROM shopify_products ORDER BY number').all() as Array<{ json: string }>) {
      const item = JSON.parse(row.json) as ShopItem;
      items.set(item.number, item);
    }
    for (const row of db.prepare('SELECT json FROM shopify_bundles ORDER BY id').all() as Array<{ json: string }>) {
      const bundle = JSON.parse(row.json) as ShopBundle;
      bundles.set(bundle.id, bundle);
    }
  }
  return { items, bundles, bundleByCode: new Map([...bundles.values()].map((bundle) => [bundle.code.toLowerCase(), bundle])) };
}

export const productGid = (number: number) => `gid://shopify/Product/${number}`;
export const variantGid = (number: number) => `gid://shopify/ProductVariant/${number}`;
export const metaobjectGid = (id: number) => `gid://shopify/Metaobject/${id}`;

/** A global id's type and number; null for anything that is not `gid://shopify/{Type}/{digits}` (a query string may follow). */
export function parseGid(id: string): { type: string; number: number } | null {
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/(\d{1,18})(?:\?.*)?$/.exec(id);
  return match?.[1] ? { type: match[1], number: Number(match[2]) } : null;
}

/** Builds the GraphQL values of the shop's goods for one request's market. */
export function shopValues(shop: ShopData, context: ShopContext, connection: Connect) {
  const currency = currencyOf(context.country);
  const money = (eurCents: number) => moneyValue(priceIn(eurCents, currency), currency);

  const image = ({ image: stored, number }: ShopItem) =>
    stored
      ? {
          __typename: 'Image',
          id: `gid://shopify/ProductImage/${number}`,
          altText: stored.altText,
          width: 800,
          height: 800,
          url: () => stored.url,
          src: stored.url,
          originalSrc: stored.url,
          transformedSrc: () => stored.url,
        }
      : null;

  function metaobject(bundle: ShopBundle): Record<string, unknown> {
    const fields = [
      {
        __typename: 'MetaobjectField',
        key: 'discount_name',
        type: 'single_line_text_field',
        value: bundle.code,
        reference: null,
        references: null,
      },
      {
        __typename: 'MetaobjectField',
        key: 'discount_amount',
        type: 'number_integer',
        value: String(bundle.amount),
        reference: null,
        references: null,
      },
      {
        __typename: 'MetaobjectField',
        key: 'product_variants',
        type: 'list.variant_reference',
        value: JSON.stringify(bundle.variants.map(variantGid)),
        reference: null,
        references: (args: ConnectionArgs) =>
          connection(
            bundle.variants
              .map((number) => shop.items.get(number))
              .filter((item) => item !== undefined)
              .map(variant),
            args,
          ),
      },
    ];
    return {
      __typename: 'Metaobject',
      id: metaobjectGid(bundle.id),
      handle: bundle.handle,
      type: 'discount_bundle',
      updatedAt: SEEDED_AT,
      onlineStoreUrl: null,
      seo: null,
      fields,
      field: ({ key }: { key: string }) => fields.find((field) => field.key === key) ?? null,
    };
  }

  function metafields(item: ShopItem): Array<Record<string, unknown>> {
    const base = (key: string, type: string, value: string, n: number) => ({
      __typename: 'Metafield',
      id: `gid://shopify/Metafield/${item.number * 10 + n}`,
      namespace: 'custom',
      key,
      type,
      value,
      description: null,
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
      reference: null,
      references: null,
      parentResource: () => product(item),
    });
    const list: Array<Record<string, unknown>> = [];
    if (item.condition) list.push(base('condition', 'single_line_text_field', item.condition, 1));
    if (item.deliveryTime) list.push(base('delivery_time', 'single_line_text_field', item.deliveryTime, 2));
    if (item.bundles.length > 0) {
      const bundles = item.bundles.map((id) => shop.bundles.get(id)).filter((bundle) => bundle !== undefined);
      list.push({
        ...base('bundles', 'list.metaobject_reference', JSON.stringify(bundles.map((bundle) => metaobjectGid(bundle.id))), 3),
        references: (args: ConnectionArgs) => connection(bundles.map(metaobject), args),
      });
    }
    return list;
  }

  /** Product.metafield / metafields: `namespace` must be `custom` (without one Shopify reads the app's reserved namespace: nothing here). */
  const metafieldOf = (item: ShopItem, namespace: string | null | undefined, key: string) =>
    namespace === 'custom' ? (metafields(item).find((field) => field['key'] === key) ?? null) : null;

  function variant(item: ShopItem): Record<string, unknown> {
    const price = money(item.priceCents);
    const compareAt = item.compareAtCents === null ? null : money(item.compareAtCents);
    return {
      __typename: 'ProductVariant',
      id: variantGid(item.number),
      title: 'Default Title',
      sku: item.sku,
      barcode: null,
      availableForSale: item.availableForSale,
      currentlyNotInStock: item.currentlyNotInStock,
      quantityAvailable: item.quantityAvailable,
      price,
      priceV2: price,
      compareAtPrice: compareAt,
      compareAtPriceV2: compareAt,
      unitPrice: null,
      image: image(item),
      selectedOptions: [{ __typename: 'SelectedOption', name: 'Title', value: 'Default Title' }],
      requiresShipping: true,
      requiresComponents: false,
      taxable: true,
      weight: null,
      weightUnit: 'KILOGRAMS',
      product: () => product(item),
      metafield: ({ namespace, key }: { namespace?: string | null; key: string }) => metafieldOf(item, namespace, key),
      metafields: ({ identifiers }: { identifiers: Array<{ namespace?: string | null; key: string }> }) =>
        identifiers.map(({ namespace, key }) => metafieldOf(item, namespace, key)),
    };
  }

  function product(item: ShopItem): Record<string, unknown> {
    const price = money(item.priceCents);
    const compareAt = money(item.compareAtCents ?? 0);
    return {
      __typename: 'Product',
      id: productGid(item.number),
      handle: item.handle,
      title: item.title,
      description: () => '',
      descriptionHtml: '',
      vendor: item.vendor,
      productType: item.productType,
      tags: item.condition ? [item.condition] : [],
      availableForSale: item.availableForSale,
      isGiftCard: false,
      requiresSellingPlan: false,
      totalInventory: item.quantityAvailable,
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
      publishedAt: SEEDED_AT,
      onlineStoreUrl: null,
      featuredImage: image(item),
      priceRange: { __typename: 'ProductPriceRange', minVariantPrice: price, maxVariantPrice: price },
      compareAtPriceRange: { __typename: 'ProductPriceRange', minVariantPrice: compareAt, maxVariantPrice: compareAt },
      options: () => [
        {
          __typename: 'ProductOption',
          id: `gid://shopify/ProductOption/${item.number}`,
          name: 'Title',
          values: ['Default Title'],
          optionValues: [],
        },
      ],
      variants: (args: ConnectionArgs) => connection([variant(item)], args),
      selectedOrFirstAvailableVariant: () => variant(item),
      variantsCount: { __typename: 'Count', count: 1, precision: 'EXACT' },
      seo: { __typename: 'SEO', title: null, description: null },
      metafield: ({ namespace, key }: { namespace?: string | null; key: string }) => metafieldOf(item, namespace, key),
      metafields: ({ identifiers }: { identifiers: Array<{ namespace?: string | null; key: string }> }) =>
        identifiers.map(({ namespace, key }) => metafieldOf(item, namespace, key)),
    };
  }

  /** node(id) / nodes(ids): Products, ProductVariants and bundle Metaobjects; unknown ids are null, malformed ones an error as Shopify's. */
  function node(id: string): Record<string, unknown> | null {
    const parsed = parseGid(id);
    if (!parsed)
      throw new GraphQLError(`Invalid global id '${id}'`, {
        extensions: { code: 'argumentLiteralsIncompatible', typeName: 'CoercionError' },
      });
    if (parsed.type === 'Product' || parsed.type === 'ProductVariant') {
      const item = shop.items.get(parsed.number);
      if (!item) return null;
      return parsed.type === 'Product' ? product(item) : variant(item);
    }
    if (parsed.type === 'Metaobject' && parsed.number > BUNDLE_ID_BASE) {
      const bundle = shop.bundles.get(parsed.number);
      return bundle ? metaobject(bundle) : null;
    }
    return null;
  }

  return { currency, money, product, variant, metaobject, node };
}
