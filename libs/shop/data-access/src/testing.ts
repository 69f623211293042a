/**
 * Test data of the shop's Storefront answers, for the unit tests of the libs that read them
 * (shop-catalog's variant rules, shop-cart's shop area). Never imported by production code.
 */
import type { ShopOffer } from './lib/offers/product-offers';
import type { OffersLoad } from './server';

/** One Storefront offer: product and variant ids from `id`, the price in EUR. */
export const shopOffer = (id: number, price: number, availableForSale = true, condition: ShopOffer['condition'] = 'new'): ShopOffer => ({
  productId: `gid://shopify/Product/${id}`,
  merchandiseId: `gid://shopify/ProductVariant/${id}`,
  title: `Item ${id}`,
  sku: '100.001',
  amount: price.toFixed(2),
  price,
  compareAtAmount: null,
  currencyCode: 'EUR',
  availableForSale,
  currentlyNotInStock: false,
  quantityAvailable: 10,
  condition,
  deliveryTime: 'short',
  image: null,
});

/**
 * Offers of five variants: 1 new at 300 with a used demo at 20; 2 not for sale; 3 new at 200 with
 * two demos; 4 new at 200; 5 without an offer.
 */
export const FIVE_VARIANT_OFFERS: OffersLoad = {
  status: 'ok',
  offers: {
    1: { base: shopOffer(10, 300), demo: [shopOffer(11, 20, true, 'used')] },
    2: { base: shopOffer(20, 150, false), demo: [] },
    3: { base: shopOffer(30, 200), demo: [shopOffer(31, 90, true, 'used'), shopOffer(32, 95, true, 'refurbished')] },
    4: { base: shopOffer(40, 200), demo: [] },
    5: { base: null, demo: [] },
  },
};
