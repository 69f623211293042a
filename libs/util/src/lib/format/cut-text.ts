/**
 * Cuts text to at most `max` characters for teaser and card descriptions (spec discovery §9: 140;
 * spec product §9: 120). Whitespace runs count as one space. Longer text is cut at a word boundary
 * when one is near (in the last 40 %), else inside the word, and ends with an ellipsis that is
 * counted in the limit. Counts code points, so an emoji or accented letter is never split.
 */
export function cutText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(clean);
  if (characters.length <= max) return clean;
  const room = characters.slice(0, Math.max(0, max - 1)).join('');
  const space = room.lastIndexOf(' ');
  const cut = space > room.length * 0.6 ? room.slice(0, space) : room;
  return `${cut.trimEnd()}…`;
}
