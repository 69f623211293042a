import { describe, expect, it, vi } from 'vitest';
import { StorefrontError } from '../storefront/storefront-request';
import type { CartFieldsFragment } from '../storefront/generated/graphql';
import { toCart, toCartUserErrors, toCartWarnings } from './cart-mappers';
import { cartOperations } from './cart-operations';
import { storefrontContext } from '../storefront/storefront-context';
import { storefrontSend } from '../storefront/storefront-client';

const eur = (amount: string) => ({ amount, currencyCode: 'EUR' as const });

function fragment(): CartFieldsFragment {
  return {
    id: 'gid://shopify/Cart/abc?key=k1',
    checkoutUrl: 'http://store.test/cart/c/abc?key=k1',
    totalQuantity: 3,
    discountCodes: [{ code: 'BUNDLE-141227-10', applicable: true }],
    // Shopify: the cart's allocations are its order discounts; the bundle code's are on the lines.
    discountAllocations: [{ code: 'WELCOME-5', discountedAmount: eur('4.50') }],
    cost: { subtotalAmount: eur('90.00'), totalAmount: eur('85.50'), totalTaxAmount: null },
    lines: {
      nodes: [
        {
          id: 'gid://shopify/CartLine/1',
          quantity: 2,
          attributes: [
            { key: '_leisterRelatedBundle', value: 'gid://shopify/Metaobject/9' },
            { key: '_leisterProductUrl', value: '/product/triac-st/141-227' },
          ],
          discountAllocations: [{ code: 'BUNDLE-141227-10', discountedAmount: eur('8.00') }],
          cost: { totalAmount: eur('72.00'), amountPerQuantity: eur('40.00') },
          merchandise: {
            id: 'gid://shopify/ProductVariant/7000014220',
            sku: '141.227',
            price: eur('40.00'),
            compareAtPrice: null,
            image: null,
            product: {
              title: 'TRIAC ST',
              featuredImage: { url: 'https://img.test/triac.jpg', altText: 'TRIAC ST' },
              variants: { nodes: [{ sku: '141.227', compareAtPrice: { amount: '50.00' } }] },
            },
          },
        },
        {
          id: 'gid://shopify/CartLine/2',
          quantity: 1,
          attributes: [{ key: '_leisterProductName', value: null }],
          // An automatic discount has no code.
          discountAllocations: [{ discountedAmount: eur('2.00') }],
          cost: { totalAmount: eur('18.00'), amountPerQuantity: eur('20.00') },
          merchandise: {
            id: 'gid://shopify/ProductVariant/7000000010',
            sku: '100.001',
            price: eur('20.00'),
            compareAtPrice: eur('15.00'),
            image: { url: 'https://img.test/own.jpg', altText: null },
            product: { title: 'Nozzle', featuredImage: null, variants: { nodes: [] } },
          },
        },
      ],
    },
  };
}

describe('toCart', () => {
  it('maps the cart of spec §3 to plain data', () => {
    const cart = toCart(fragment());
    expect(cart).toMatchObject({
      id: 'gid://shopify/Cart/abc?key=k1',
      checkoutUrl: 'http://store.test/cart/c/abc?key=k1',
      totalQuantity: 3,
      discountCodes: [{ code: 'BUNDLE-141227-10', applicable: true }],
      discounts: [{ code: 'WELCOME-5', discountedAmount: { amount: '4.50', currencyCode: 'EUR' } }],
      subtotalAmount: { amount: '90.00', currencyCode: 'EUR' },
      totalAmount: { amount: '85.50', currencyCode: 'EUR' },
      totalTaxAmount: null,
    });
    expect(cart.lines[0]).toEqual({
      id: 'gid://shopify/CartLine/1',
      quantity: 2,
      attributes: [
        { key: '_leisterRelatedBundle', value: 'gid://shopify/Metaobject/9' },
        { key: '_leisterProductUrl', value: '/product/triac-st/141-227' },
      ],
      variantId: 'gid://shopify/ProductVariant/7000014220',
      sku: '141.227',
      title: 'TRIAC ST',
      // No variant image: the product's featured image.
      image: { url: 'https://img.test/triac.jpg', altText: 'TRIAC ST' },
      price: { amount: '40.00', currencyCode: 'EUR' },
      // From the product's variant list by sku, in the price's currency.
      compareAtPrice: { amount: '50.00', currencyCode: 'EUR' },
      totalAmount: { amount: '72.00', currencyCode: 'EUR' },
      // The line's own discounts, from the line (not the cart).
      discounts: [{ code: 'BUNDLE-141227-10', discountedAmount: { amount: '8.00', currencyCode: 'EUR' } }],
      bundleId: 'gid://shopify/Metaobject/9',
      productUrl: '/product/triac-st/141-227',
    });
  });

  it('drops a compare-at price not above the price, keeps the variant image, reads a null attribute as empty', () => {
    const line = toCart(fragment()).lines[1]!;
    expect(line.compareAtPrice).toBeNull();
    expect(line.image).toEqual({ url: 'https://img.test/own.jpg', altText: null });
    expect(line.attributes).toEqual([{ key: '_leisterProductName', value: '' }]);
    expect(line.bundleId).toBeNull();
    expect(line.discounts).toEqual([{ code: null, discountedAmount: { amount: '2.00', currencyCode: 'EUR' } }]);
  });
});

describe('toCartUserErrors', () => {
  it('ties an error to the variant of the input line its field names', () => {
    const variants = ['gid://shopify/ProductVariant/1', 'gid://shopify/ProductVariant/2'];
    expect(toCartUserErrors([{ code: 'INVALID', field: ['lines', '1', 'quantity'], message: 'Too many' }], variants)).toEqual([
      { variantId: 'gid://shopify/ProductVariant/2', message: 'Too many', code: 'INVALID', field: ['lines', '1', 'quantity'] },
    ]);
    // cartCreate: the path starts at the input.
    expect(
      toCartUserErrors([{ code: null, field: ['input', 'lines', '0', 'merchandiseId'], message: 'Gone' }], variants)[0]!.variantId,
    ).toBe(variants[0]);
  });

  it('an error without a line path: the only line, or no variant; the cart id is no line', () => {
    expect(toCartUserErrors([{ code: null, field: null, message: 'x' }], ['v1'])[0]!.variantId).toBe('v1');
    expect(
      toCartUserErrors([{ code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' }], ['v1'])[0]!.variantId,
    ).toBe('');
    expect(toCartUserErrors([{ code: null, field: null, message: 'x' }], ['v1', 'v2'])[0]!.variantId).toBe('');
  });
});

describe('toCartWarnings', () => {
  it('a warning on a line is an error of its variant; on a variant, of that variant', () => {
    const cart = toCart(fragment());
    expect(
      toCartWarnings(
        [
          {
            code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
            message: 'Only 3 items were added to your cart due to availability.',
            target: 'gid://shopify/CartLine/1',
          },
        ],
        cart,
      ),
    ).toEqual([
      {
        variantId: 'gid://shopify/ProductVariant/7000014220',
        message: 'Only 3 items were added to your cart due to availability.',
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        field: null,
      },
    ]);
    expect(
      toCartWarnings(
        [{ code: 'MERCHANDISE_OUT_OF_STOCK', message: 'sold out', target: 'gid://shopify/ProductVariant/7001000030' }],
        null,
      )[0]!.variantId,
    ).toBe('gid://shopify/ProductVariant/7001000030');
  });
});

describe('storefrontContext', () => {
  it('upper-cases the market cookie and the language (spec §1, §7)', () => {
    expect(storefrontContext('ch', 'fr-CH')).toEqual({ country: 'CH', language: 'FR' });
    expect(storefrontContext('us', 'en')).toEqual({ country: 'US', language: 'EN' });
  });
  it('defaults to the de market; a malformed value is the default', () => {
    expect(storefrontContext(undefined, 'de')).toEqual({ country: 'DE', language: 'DE' });
    expect(storefrontContext('<script>', 'xx-')).toEqual({ country: 'DE', language: 'XX' });
    expect(storefrontContext(null, null).language).toBe('EN');
  });
});

describe('cartOperations', () => {
  it('sends the document with the @inContext variables and maps the answer', async () => {
    const send = vi.fn().mockResolvedValue({
      cartLinesAdd: { cart: fragment(), userErrors: [{ code: 'INVALID', field: ['lines', '0', 'quantity'], message: 'Only 2 left' }] },
    });
    const operations = cartOperations(send, { country: 'CH', language: 'DE' });
    const lines = [{ merchandiseId: 'gid://shopify/ProductVariant/5', quantity: 1, attributes: [] }];
    const answer = await operations.addLines('gid://shopify/Cart/abc?key=k1', lines);
    expect(String(send.mock.calls[0]![0])).toMatch(
      /mutation CartLinesAdd[\s\S]*@inContext\(country: \$country, language: \$language\)[\s\S]*fragment CartFields/,
    );
    expect(send.mock.calls[0]![1]).toEqual({ cartId: 'gid://shopify/Cart/abc?key=k1', lines, country: 'CH', language: 'DE' });
    expect(answer.cart?.totalQuantity).toBe(3);
    expect(answer.userErrors).toEqual([
      { variantId: 'gid://shopify/ProductVariant/5', message: 'Only 2 left', code: 'INVALID', field: ['lines', '0', 'quantity'] },
    ]);
  });

  it('deduplicates discount codes', async () => {
    const send = vi.fn().mockResolvedValue({ cartDiscountCodesUpdate: { cart: fragment(), userErrors: [] } });
    await cartOperations(send, { country: 'DE', language: 'DE' }).updateDiscountCodes('c', ['A', 'B', 'A']);
    expect(send.mock.calls[0]![1]).toMatchObject({ discountCodes: ['A', 'B'] });
  });

  it('reads an unknown cart as null', async () => {
    const send = vi.fn().mockResolvedValue({ cart: null });
    await expect(cartOperations(send, { country: 'DE', language: 'DE' }).readCart('gid://shopify/Cart/nope?key=x')).resolves.toBeNull();
  });

  it('a GraphQL error is the §8 Storefront error: first error, cause, status 500 by default, the query', async () => {
    const errors = [{ message: 'Variable $cartId is invalid' }, { message: 'second' }];
    const fetch = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ errors }), { status: 200, headers: { 'content-type': 'application/json' } }));
    const operations = cartOperations(storefrontSend({ store: 'http://site.test', fetch }), { country: 'DE', language: 'DE' });
    const failure = await operations.readCart('bad').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StorefrontError);
    expect(failure).toMatchObject({ message: 'Variable $cartId is invalid', status: 500, cause: errors });
    expect((failure as StorefrontError).query).toMatch(/^\s*query Cart\(/);
    expect(String(fetch.mock.calls[0]![0])).toBe('http://site.test/api/2025-01/graphql.json');
  });

  it('an HTTP error keeps its status', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(JSON.stringify({ errors: [{ message: 'Throttled' }] }), { status: 429 }));
    const failure = await cartOperations(storefrontSend({ store: 'http://site.test', fetch }), { country: 'DE', language: 'DE' })
      .createCart([])
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: 'Throttled', status: 429 });
  });
});
