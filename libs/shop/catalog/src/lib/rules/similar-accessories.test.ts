import type { AccessoryItem } from '@mbw/api-clients';
import { describe, expect, it } from 'vitest';
import { ACCESSORIES_STEP, accessoriesPaging, accessoryCards } from './similar-accessories';

const item = (overrides: Partial<AccessoryItem> = {}): AccessoryItem => ({
  ArticleID: 101721,
  ArticleName: 'Mica tube MT 22 Ø 21 mm fitting',
  ArticleNumber: '875.140',
  imageUrl: '/-/media/mica-tube-mt-22-875-140.svg',
  MasterProductName: 'Glimmerrohr MT 22',
  MasterProductENName: 'Mica tube MT 22',
  SubTitleInfo: 'Ø 21 mm fitting',
  BrandName: 'Kestrel Technologies',
  ...overrides,
});

describe('accessoryCards', () => {
  it('shows the localised name, links to the English product URL with the article number in dash form', () => {
    expect(accessoryCards([item()], 'de')).toEqual([
      {
        id: 101721,
        name: 'Glimmerrohr MT 22',
        articleNumber: '875.140',
        subtitle: 'Ø 21 mm fitting',
        imageUrl: '/-/media/mica-tube-mt-22-875-140.svg',
        href: '/de/product/Mica-tube-MT-22/875-140',
      },
    ]);
  });

  it('leaves out items that cannot be linked and repeated articles', () => {
    const cards = accessoryCards(
      [
        item(),
        item({ ArticleID: 2 }),
        item({ ArticleID: 3, ArticleNumber: ' ' }),
        item({ ArticleID: 4, ArticleNumber: '875.141', MasterProductName: '', MasterProductENName: '' }),
      ],
      'en',
    );
    expect(cards.map((card) => card.id)).toEqual([101721]);
  });
});

describe('accessoriesPaging (spec product §9: 9 per step)', () => {
  it('shows 9, then "Show 9 more" until fewer remain, then min(9, remaining)', () => {
    expect(ACCESSORIES_STEP).toBe(9);
    expect(accessoriesPaging(24, 0)).toMatchObject({ shown: 9, more: 9 });
    expect(accessoriesPaging(24, 1)).toMatchObject({ shown: 18, more: 6 });
    expect(accessoriesPaging(24, 2)).toMatchObject({ shown: 24, more: 0 });
    expect(accessoriesPaging(9, 0)).toMatchObject({ shown: 9, more: 0 });
    expect(accessoriesPaging(12, 0)).toMatchObject({ shown: 9, more: 3 });
  });
});
