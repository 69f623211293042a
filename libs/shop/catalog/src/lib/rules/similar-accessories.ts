import type { AccessoryItem } from '@mbw/api-clients';
import { productPagePath } from './product-urls';
import { stepPaging, type StepPaging } from './step-paging';

/** Spec product §2, §9: the similar accessories grid shows 9, then 9 more per press. */
export const ACCESSORIES_STEP = 9;

export interface AccessoryCardView {
  id: number;
  /** The accessory's (master) product name, in the page's language. */
  name: string;
  articleNumber: string;
  /** SubTitleInfo: what tells this article from its siblings (size, type …). */
  subtitle: string;
  imageUrl: string;
  /** The accessory detail page: its product URL with the article number (spec product §2). */
  href: string;
}

/**
 * Similar accessories as cards. An item without a name or an article number cannot be linked and
 * is left out; the same article twice is shown once.
 */
export function accessoryCards(items: readonly AccessoryItem[], language: string): AccessoryCardView[] {
  const seen = new Set<string>();
  const cards: AccessoryCardView[] = [];
  for (const item of items) {
    const name = item.MasterProductName.trim() || item.MasterProductENName.trim() || item.ArticleName.trim();
    const englishName = item.MasterProductENName.trim() || item.MasterProductName.trim();
    const articleNumber = item.ArticleNumber.trim();
    if (!name || !englishName || !articleNumber || seen.has(articleNumber)) continue;
    seen.add(articleNumber);
    cards.push({
      id: item.ArticleID,
      name,
      articleNumber,
      subtitle: item.SubTitleInfo.trim(),
      imageUrl: item.imageUrl.trim(),
      href: productPagePath({ language, englishName, articleNumber }),
    });
  }
  return cards;
}

/** The grid after `morePresses` presses: how many show and what "Show n more" adds (min(9, remaining)). */
export function accessoriesPaging(total: number, morePresses: number): StepPaging {
  return stepPaging(total, ACCESSORIES_STEP, morePresses);
}
