import { describe, expect, it } from 'vitest';
import type { DiscountBundle, ShopOffer } from '@mbw/shop-data-access';
import { productPageMoney } from './product-page-money';

const offer = (amount: string, compareAtAmount: string | null): ShopOffer => ({
  productId: 'gid://shopify/Product/1',
  merchandiseId: 'gid://shopify/ProductVariant/1',
  title: 'CALORA S3',
  sku: '142.271',
  amount,
  price: Number(amount),
  compareAtAmount,
  currencyCode: 'EUR',
  availableForSale: true,
  currentlyNotInStock: false,
  quantityAvailable: 3,
  condition: 'new',
  deliveryTime: null,
  image: null,
});

const bundle: DiscountBundle = {
  id: 'gid://shopify/Metaobject/1',
  discountAmount: 10,
  discountName: 'BUNDLE-142271-10',
  productVariants: [
    {
      id: 'v1',
      sku: '142.271',
      title: 'CALORA S3',
      availableForSale: true,
      price: { amount: '890.0', currencyCode: 'EUR' },
      compareAtPrice: { amount: '990.0', currencyCode: 'EUR' },
      image: null,
    },
    {
      id: 'v2',
      sku: '142.001',
      title: 'Nozzle',
      availableForSale: true,
      price: { amount: '186.0', currencyCode: 'EUR' },
      compareAtPrice: null,
      image: null,
    },
  ],
};

describe('productPageMoney (what the product page shows first, formatted on the server)', () => {
  it('lists each offer with its compare-at price, and each bundle item with the totals at quantity 1', () => {
    const moneys = productPageMoney({ status: 'ok', condition: 'new', offers: [offer('890.00', '990.00')] }, [bundle]);
    expect(moneys.map((money) => Number(money.amount))).toEqual([890, 990, 890, 990, 186, 1076, 968.4]);
    expect(new Set(moneys.map((money) => money.currencyCode))).toEqual(new Set(['EUR']));
  });

  it('has nothing when the shop area is unavailable and there are no bundles', () => {
    expect(productPageMoney({ status: 'unavailable' }, [])).toEqual([]);
    expect(productPageMoney(null, [])).toEqual([]);
  });
});
