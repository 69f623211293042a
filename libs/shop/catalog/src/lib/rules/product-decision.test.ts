import { ANONYMOUS_VIEWER } from '@mbw/account-data-access';
import type { MasterProduct, ProductVariant } from '@mbw/api-clients';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '@mbw/api-clients';
import { decideProductPage } from './product-decision';
import type { ProductLoad } from '../server/product-load';

const master = {
  MasterProductID: 1001,
  MasterProductName: 'CALORA S3',
  MasterProductENName: 'CALORA S3',
  isPreLaunch: false,
} as MasterProduct;
const variant = (id: number, articleNumber: string) => ({ id, articleNumber }) as ProductVariant;
const variants = [variant(100002, '142.271'), variant(100001, '142.270'), variant(100003, '142.272')];
const found = (overrides: Partial<Extract<ProductLoad, { kind: 'found' }>> = {}): ProductLoad => ({
  kind: 'found',
  master,
  variants,
  technicalTitles: null,
  short: null,
  ...overrides,
});
const options = { shop: false, viewer: ANONYMOUS_VIEWER };

describe('decideProductPage', () => {
  it('renders the variant of the URL', () => {
    const decision = decideProductPage(found(), { ...options, articleNumber: '142.272' });
    expect(decision).toMatchObject({ kind: 'render', variant: { id: 100003 } });
  });

  it('redirects a URL without an article number to the default variant (lowest id, shop or not, while no offers are known)', () => {
    expect(decideProductPage(found(), { ...options, articleNumber: null })).toEqual({
      kind: 'redirect',
      englishName: 'CALORA S3',
      articleNumber: '142.270',
    });
    expect(decideProductPage(found(), { ...options, shop: true, articleNumber: null })).toEqual({
      kind: 'redirect',
      englishName: 'CALORA S3',
      articleNumber: '142.270',
    });
  });

  it('redirects a shop brand to the cheapest available variant once offers are known', () => {
    const offers = new Map([
      [100001, { price: 300, availableForSale: true }],
      [100003, { price: 120, availableForSale: true }],
    ]);
    expect(decideProductPage(found(), { ...options, shop: true, offers, articleNumber: null })).toMatchObject({
      kind: 'redirect',
      articleNumber: '142.272',
    });
    expect(decideProductPage(found(), { ...options, shop: false, offers, articleNumber: null })).toMatchObject({
      kind: 'redirect',
      articleNumber: '142.270',
    });
  });

  it('redirects an article number that is not a variant to the default variant', () => {
    expect(decideProductPage(found(), { ...options, articleNumber: '999.999' })).toMatchObject({
      kind: 'redirect',
      articleNumber: '142.270',
    });
  });

  it('renders a master without variants on its URL without an article number', () => {
    expect(decideProductPage(found({ variants: [] }), { ...options, articleNumber: null })).toMatchObject({
      kind: 'render',
      variant: null,
    });
    expect(decideProductPage(found({ variants: [] }), { ...options, articleNumber: '142.270' })).toEqual({
      kind: 'redirect',
      englishName: 'CALORA S3',
      articleNumber: null,
    });
  });

  it('keeps the technical titles only for the rendered variant', () => {
    const technicalTitles = { articleNumber: '142.271', title: '', subTitle: '', technicalTitles: [] };
    expect(decideProductPage(found({ technicalTitles }), { ...options, articleNumber: '142.271' })).toMatchObject({ technicalTitles });
  });

  it('hides pre-launch products from viewers without the pre-launch flag', () => {
    const preLaunch = found({ master: { ...master, isPreLaunch: true } });
    expect(decideProductPage(preLaunch, { ...options, articleNumber: '142.270' })).toEqual({ kind: 'not-found' });
    expect(
      decideProductPage(preLaunch, {
        ...options,
        viewer: { ...ANONYMOUS_VIEWER, canAccessPreLaunchProducts: true },
        articleNumber: '142.270',
      }),
    ).toMatchObject({ kind: 'render' });
    const flaggedByShortData = found({ short: { name: '', description: '', image: '', isPhasedOut: false, isPreLaunch: true } });
    expect(decideProductPage(flaggedByShortData, { ...options, articleNumber: '142.270' })).toEqual({ kind: 'not-found' });
  });

  it('passes not-found and errors through', () => {
    expect(decideProductPage({ kind: 'not-found' }, { ...options, articleNumber: null })).toEqual({ kind: 'not-found' });
    const error = new UpstreamError('product-data', 'timeout', 'slow');
    expect(decideProductPage({ kind: 'error', error }, { ...options, articleNumber: null })).toEqual({ kind: 'error', error });
  });
});
