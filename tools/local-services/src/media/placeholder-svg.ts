import { createHash } from 'node:crypto';

/**
 * A deterministic vector drawing for a media name: a two-colour gradient with a few soft shapes.
 * Only for files that are vector documents in the media library (downloadable drawings, the
 * download teaser's sample files): photographs are JPEGs (photo.ts). Resize parameters do not apply
 * to a vector file and are ignored.
 */
export function mediaSvg(name: string): string {
  const hash = createHash('sha1').update(name).digest();
  const hue = (index: number) => Math.round((hash[index]! / 255) * 360);
  const at = (index: number, scale: number) => Math.round((hash[index]! / 255) * scale);
  const [a, b, c] = [hue(0), hue(1), hue(2)];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${a} 45% 38%)"/><stop offset="1" stop-color="hsl(${b} 50% 62%)"/>`,
    '</linearGradient></defs>',
    '<rect width="1200" height="800" fill="url(#g)"/>',
    `<circle cx="${200 + at(3, 800)}" cy="${150 + at(4, 500)}" r="${120 + at(5, 220)}" fill="hsl(${c} 60% 85%)" fill-opacity="0.35"/>`,
    `<rect x="${at(6, 700)}" y="${300 + at(7, 300)}" width="${300 + at(8, 400)}" height="${80 + at(9, 160)}" rx="24" fill="hsl(${a} 30% 15%)" fill-opacity="0.25"/>`,
    `<path d="M0 ${600 + at(10, 120)} Q600 ${480 + at(11, 200)} 1200 ${620 + at(12, 120)} V800 H0Z" fill="hsl(${b} 35% 20%)" fill-opacity="0.35"/>`,
    '</svg>',
  ].join('');
}
