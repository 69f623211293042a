import { cutText as cut } from '@mbw/util';

/** Spec discovery §9: story box, story linker and linker carousel descriptions are cut at 140 characters. */
export const TEASER_TEXT_MAX = 140;

/** A teaser description cut to 140 characters (the rule itself: cutText in @mbw/util). */
export function cutText(text: string, max: number = TEASER_TEXT_MAX): string {
  return cut(text, max);
}
