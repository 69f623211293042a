/** Spec product §2/§9: compatible product card descriptions are cut at 120 characters. */
export const CARD_DESCRIPTION_MAX = 120;

/**
 * The text cut to at most `max` characters (code points, so an emoji or accent is never split),
 * with an ellipsis added when something was cut; whitespace runs count as one space.
 */
export function cutText(text: string, max: number = CARD_DESCRIPTION_MAX): string {
  const normalised = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(normalised);
  if (characters.length <= max) return normalised;
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}
