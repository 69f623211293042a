import { cutText as cut } from '@mbw/util';

/** Spec product §2/§9: compatible product card descriptions are cut at 120 characters. */
export const CARD_DESCRIPTION_MAX = 120;

/** A card description cut to 120 characters (the rule itself: cutText in @mbw/util). */
export function cutText(text: string, max: number = CARD_DESCRIPTION_MAX): string {
  return cut(text, max);
}
