import { createCipheriv, createHash } from 'node:crypto';
import sharp from 'sharp';

/**
 * Deterministic "photographs" for the media library: for a name, the same picture every time — a
 * diagonal two-colour gradient, soft light and shadow blobs, hard-edged planes and thin struts,
 * texture at several scales and film grain, all from a PRNG seeded by the name. The texture
 * matters: a smooth gradient compresses to a few kilobytes, while a real photo of 1 920 px weighs
 * 150–400 KB as a JPEG; this one ≈ 330 KB (quality 80), so Lighthouse measures the weight a real
 * page carries. Decorative only: no text, no faces; the alt texts come from the content.
 */

/** Bump when the pictures change: cached originals on disk are then made again. */
export const PHOTO_VERSION = 2;

/** mulberry32: a small, fast, seedable PRNG (good enough for texture; not for secrets). */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Texture per scale: gray value noise with a cell of `cell` px (drawn small in JS, enlarged by
 * sharp with a smooth kernel) laid over the picture with `overlay`, `spread` its ± range around
 * mid-gray. Detail at several scales survives downscaling as a photo's detail does, so every size
 * the site asks for keeps a photo's weight: a 1 920 × 1 080 JPEG ≈ 330 KB, 768 px ≈ 35 KB (a bare
 * gradient is a few KB at any size).
 */
const OCTAVES = [
  { cell: 48, spread: 24 },
  { cell: 16, spread: 30 },
  { cell: 6, spread: 22 },
];
/** Film grain: a 256 px tile of per-pixel noise, repeated (invisible as a pattern at this strength). */
const GRAIN = { tile: 256, spread: 10 };

/**
 * Deterministic noise bytes for a seed: AES-128-CTR over zeros (fast, and free of the row patterns
 * a small PRNG leaves in a large texture), mapped to mid-gray ± spread.
 */
function grayNoise(seed: string, width: number, height: number, spread: number): Buffer {
  const key = createHash('sha256').update(seed).digest().subarray(0, 16);
  const bytes = createCipheriv('aes-128-ctr', key, Buffer.alloc(16)).update(Buffer.alloc(width * height));
  for (let index = 0; index < bytes.length; index++) bytes[index] = 128 + Math.round((bytes[index]! / 255 - 0.5) * 2 * spread);
  return bytes;
}

/** The base: a diagonal two-colour gradient with soft light and shadow blobs, as SVG (rendered by sharp). */
function baseSvg(random: () => number, width: number, height: number): string {
  const hue = Math.round(random() * 360);
  const to = Math.round(hue + 60 + random() * 120);
  const blobs = Array.from({ length: 7 }, (_, index) => {
    const cx = Math.round(random() * width);
    const cy = Math.round(random() * height);
    const r = Math.round((0.1 + random() * 0.35) * width);
    const blobHue = Math.round(hue + random() * 200);
    const lightness = Math.round(30 + random() * 50);
    const alpha = (0.25 + random() * 0.4).toFixed(2);
    return (
      `<radialGradient id="b${index}"><stop offset="0" stop-color="hsl(${blobHue},50%,${lightness}%)" stop-opacity="${alpha}"/>` +
      `<stop offset="1" stop-color="hsl(${blobHue},50%,${lightness}%)" stop-opacity="0"/></radialGradient>` +
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#b${index})"/>`
    );
  });
  // Hard-edged planes and thin struts, like the buildings and machines of a real photograph: crisp
  // edges show whether a picture is sharp, and carry a photo's weight at every size.
  const point = () => `${Math.round(random() * width)},${Math.round(random() * height)}`;
  const planes = Array.from({ length: 6 }, () => {
    const lightness = Math.round(15 + random() * 70);
    const opacity = (0.3 + random() * 0.35).toFixed(2);
    return `<polygon points="${point()} ${point()} ${point()} ${point()}" fill="hsl(${Math.round(hue + random() * 90)},35%,${lightness}%)" fill-opacity="${opacity}"/>`;
  });
  const struts = Array.from({ length: 8 }, () => {
    const [x1, y1] = [random() * width, random() * height];
    const angle = random() * Math.PI;
    const length = (0.2 + random() * 0.6) * width;
    const stroke = Math.max(2, Math.round((0.001 + random() * 0.004) * width));
    return `<line x1="${Math.round(x1)}" y1="${Math.round(y1)}" x2="${Math.round(x1 + Math.cos(angle) * length)}" y2="${Math.round(y1 + Math.sin(angle) * length)}" stroke="hsl(${Math.round(hue + 180)},20%,${random() < 0.5 ? 12 : 88}%)" stroke-width="${stroke}" stroke-opacity="0.7"/>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,32%)"/>` +
    `<stop offset="1" stop-color="hsl(${to},50%,62%)"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>${blobs.join('')}${planes.join('')}${struts.join('')}</svg>`
  );
}

/**
 * The texture of a picture size: the octaves and the grain summed into one gray layer (mid-gray =
 * no change), made once per size and process and shared by every picture of that size (noise
 * does not look alike from one picture to the next; the planes and colours make each distinct).
 * JavaScript draws only small buffers and sums; the enlarging runs in sharp's native threads.
 */
const textures = new Map<string, Promise<Buffer>>();

function texture(width: number, height: number): Promise<Buffer> {
  const key = `${width}x${height}`;
  let made = textures.get(key);
  if (!made) {
    made = makeTexture(width, height);
    textures.set(key, made);
    made.catch(() => textures.delete(key));
  }
  return made;
}

async function makeTexture(width: number, height: number): Promise<Buffer> {
  // The texture scales with the picture (cells are given for a 2 048 px original), so a smaller
  // rendition of a name looks like the large one scaled down.
  const scale = Math.max(width, height) / 2048;
  const layers = await Promise.all(
    OCTAVES.map(({ cell: cellAt2048, spread }) => {
      const cell = Math.max(2, cellAt2048 * scale);
      const gridWidth = Math.ceil(width / cell) + 1;
      const gridHeight = Math.ceil(height / cell) + 1;
      return (
        sharp(grayNoise(`octave ${cellAt2048} ${width}x${height}`, gridWidth, gridHeight, spread), {
          raw: { width: gridWidth, height: gridHeight, channels: 1 },
        })
          .resize(width, height, { kernel: 'cubic', fit: 'fill' })
          // One channel out, as in: a gray input may come back as sRGB otherwise.
          .toColourspace('b-w')
          .raw()
          .toBuffer()
      );
    }),
  );
  const grain = grayNoise(`grain ${width}x${height}`, GRAIN.tile, GRAIN.tile, GRAIN.spread);
  const sum = Buffer.alloc(width * height);
  for (let y = 0, index = 0; y < height; y++) {
    const grainRow = (y % GRAIN.tile) * GRAIN.tile;
    for (let x = 0; x < width; x++, index++) {
      let value = grain[grainRow + (x % GRAIN.tile)]!;
      for (const layer of layers) value += layer[index]! - 128;
      sum[index] = Math.min(255, Math.max(0, value));
    }
  }
  return sum;
}

/**
 * The picture of `name` at `width` × `height` as a JPEG (quality 85: the media library's original):
 * the name's own base (SVG, rendered by sharp) under the size's shared texture, one overlay pass.
 */
export async function renderPhoto(name: string, width: number, height: number): Promise<Buffer> {
  const random = prng(createHash('sha1').update(name).digest().readUInt32LE(0));
  const base = baseSvg(random, width, height);
  return sharp(Buffer.from(base))
    .composite([{ input: await texture(width, height), raw: { width, height, channels: 1 }, blend: 'overlay' }])
    .flatten()
    .jpeg({ quality: 85 })
    .toBuffer();
}
