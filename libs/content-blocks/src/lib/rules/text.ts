/** Spec discovery §9: story box, story linker and linker carousel descriptions are cut at 140 characters. */
export const TEASER_TEXT_MAX = 140;

/**
 * Cuts text to at most `max` characters, at a word boundary when one is near, with an ellipsis
 * (counted in the limit). Shorter text is returned unchanged.
 */
export function cutText(text: string, max: number = TEASER_TEXT_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  return `${(space > max * 0.6 ? room.slice(0, space) : room).trimEnd()}…`;
}
