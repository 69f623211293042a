import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import sharp from 'sharp';
import type { PictureFormat } from './negotiate.ts';
import { PHOTO_VERSION, renderPhoto } from './photo.ts';
import { outputSize, type ResizeRequest } from './resize-params.ts';

export interface Shape {
  width: number;
  height: number;
}

/**
 * Long sides of the smaller renditions kept beside each original: an answer is made from the
 * smallest rendition at least as large as it, so thumbnails and cards do not wait for (or pay for)
 * drawing a 2 048 px original on a cold start.
 */
const RENDITIONS = [512, 1024] as const;

/** A rendition by its long side in px; 'full' is the original. */
type Rendition = (typeof RENDITIONS)[number] | 'full';

/** The media library's size for a name it has no image field for (product pictures): 3:2. */
const DEFAULT_SHAPE: Shape = { width: 1800, height: 1200 };

/**
 * The original's size for an image field's declared size: the same aspect ratio (so the picture
 * fills the width × height the page reserves, no layout shift), twice as large as declared, the
 * long side between 1200 and 2048 px — a media library keeps originals larger than any use.
 */
export function originalShape(declared: Shape): Shape {
  const long = Math.max(declared.width, declared.height);
  const target = Math.min(2048, Math.max(1200, long * 2));
  const scale = target / long;
  return { width: Math.round(declared.width * scale), height: Math.round(declared.height * scale) };
}

/**
 * Image field values in the stored layout (mediaImage() in the Sitecore seed writes them in this
 * key order), read once: the media library's own record of each picture's size.
 */
const IMAGE_FIELD =
  /"src":"\/-\/media\/([a-z0-9][a-z0-9-]{0,80})\.jpg(?:\?[^"]*)?","alt":"(?:[^"\\]|\\.)*","width":"(\d{1,5})","height":"(\d{1,5})"/g;

export function declaredShapes(db: DatabaseSync | undefined): Map<string, Shape> {
  const shapes = new Map<string, Shape>();
  if (!db) return shapes;
  const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'items'").get();
  if (!table) return shapes;
  for (const row of db.prepare('SELECT fields_json, main_json FROM items').iterate() as Iterable<{
    fields_json: string;
    main_json: string;
  }>) {
    for (const text of [row.fields_json, row.main_json]) {
      for (const match of text.matchAll(IMAGE_FIELD)) {
        const [, name = '', width = '0', height = '0'] = match;
        // The first declaration wins; one picture used at two sizes keeps one original.
        if (!shapes.has(name) && Number(width) > 0 && Number(height) > 0)
          shapes.set(name, { width: Number(width), height: Number(height) });
      }
    }
  }
  return shapes;
}

export interface Picture {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface PictureStoreOptions {
  db?: DatabaseSync;
  /** Folder for the generated originals (beside the database); none: memory only (tests). */
  cacheDir?: string;
  /** Largest total size of the resized variants kept in memory. */
  variantBudgetBytes?: number;
}

/**
 * The stand-in's media library: originals made once per name (kept on disk beside the database, so
 * a restart or a CI run re-reads them instead of drawing them again), and the resized, re-encoded
 * variants kept in memory (least recently used dropped first). Concurrent requests for the same
 * picture share one piece of work.
 */
export class PictureStore {
  readonly #options: PictureStoreOptions;
  #shapes: Map<string, Shape> | undefined;
  readonly #originals = new Map<string, Promise<Picture>>();
  readonly #variants = new Map<string, Promise<Buffer>>();
  readonly #variantSizes = new Map<string, number>();
  #variantBytes = 0;

  constructor(options: PictureStoreOptions = {}) {
    this.#options = options;
  }

  /** The original's size for a name (read from the layout data on first use). */
  shape(name: string): Shape {
    this.#shapes ??= declaredShapes(this.#options.db);
    const declared = this.#shapes.get(name);
    return declared ? originalShape(declared) : DEFAULT_SHAPE;
  }

  /**
   * The original of a name ('full'), or a smaller rendition of it (RENDITIONS): drawing a 2 048 px
   * original to answer a 100 px thumbnail would make a page's dozen thumbnails cost seconds on a
   * cold start.
   */
  original(name: string, rendition: Rendition = 'full'): Promise<Picture> {
    const key = `${rendition}|${name}`;
    let picture = this.#originals.get(key);
    if (!picture) {
      picture = this.#makeOriginal(name, rendition);
      this.#originals.set(key, picture);
      // With a folder on disk, the file is the cache: memory holds only the work in progress (a
      // catalog's thousands of originals would not fit). Without one (tests), memory keeps them.
      picture.then(
        () => (this.#options.cacheDir ? this.#originals.delete(key) : undefined),
        () => this.#originals.delete(key),
      );
    }
    return picture;
  }

  /**
   * Draws (or reads from disk) the originals of every picture the content declares, one at a
   * time, home pages first: the command-line server does this after it starts listening, so the
   * first page views of a fresh checkout (CI) do not wait for drawing. Returns what it did.
   */
  async warm(): Promise<{ pictures: number; ms: number }> {
    const started = performance.now();
    this.#shapes ??= declaredShapes(this.#options.db);
    const names = [...this.#shapes.keys()].sort((a, b) => Number(b.startsWith('home-')) - Number(a.startsWith('home-')));
    // Every picture's 1 024 px rendition first (cards, halves), then the originals of the large ones.
    for (const name of names) {
      if (!this.#file(name, 1024)) await this.original(name, 1024).catch(() => undefined);
    }
    for (const name of names) {
      if (this.#needsFull(name) && !this.#file(name, 'full')) await this.original(name).catch(() => undefined);
    }
    return { pictures: names.length, ms: Math.round(performance.now() - started) };
  }

  /** Whether a declared picture is shown wide enough to need its original (heroes, sliders). */
  #needsFull(name: string): boolean {
    return (this.#shapes?.get(name)?.width ?? 0) >= 1200;
  }

  #renditionShape(name: string, rendition: Rendition): Shape {
    const { width, height } = this.shape(name);
    if (rendition === 'full' || rendition >= Math.max(width, height)) return { width, height };
    const scale = rendition / Math.max(width, height);
    return { width: Math.round(width * scale), height: Math.round(height * scale) };
  }

  /** The path of a rendition's file on disk when it is there (undefined: not made yet, or no folder). */
  #file(name: string, rendition: Rendition): string | undefined {
    const file = this.#path(name, rendition);
    return file && existsSync(file) ? file : undefined;
  }

  #path(name: string, rendition: Rendition): string | undefined {
    if (!this.#options.cacheDir) return undefined;
    const { width, height } = this.#renditionShape(name, rendition);
    return path.join(this.#options.cacheDir, `v${PHOTO_VERSION}`, `${name}-${width}x${height}.jpg`);
  }

  async #makeOriginal(name: string, rendition: Rendition): Promise<Picture> {
    const { width, height } = this.#renditionShape(name, rendition);
    const file = this.#path(name, rendition);
    const dir = file ? path.dirname(file) : undefined;
    if (file) {
      try {
        return { bytes: await readFile(file), width, height };
      } catch {
        // Not made yet.
      }
    }
    const bytes = await renderPhoto(name, width, height);
    if (dir && file) {
      try {
        mkdirSync(dir, { recursive: true });
        // Written whole, then renamed: a concurrent start never reads half a file.
        writeFileSync(`${file}.${process.pid}.tmp`, bytes);
        renameSync(`${file}.${process.pid}.tmp`, file);
      } catch {
        // A read-only disk only costs the next start the drawing.
      }
    }
    return { bytes, width, height };
  }

  /** The original resized by `resize` (or as it is) in `format`; the key names the answer (ETag). */
  variantKey(name: string, resize: ResizeRequest | null, format: PictureFormat): { key: string; width: number; height: number } {
    const original = this.shape(name);
    const size = resize
      ? outputSize(original, resize)
      : { width: original.width, height: original.height, innerWidth: original.width, innerHeight: original.height };
    const background = resize && (size.innerWidth !== size.width || size.innerHeight !== size.height) ? resize.background : '';
    const key = `${name}|${size.width}x${size.height}|${size.innerWidth}x${size.innerHeight}|${background}|${format}`;
    return { key: createHash('sha1').update(`${PHOTO_VERSION}|${key}`).digest('hex').slice(0, 20), width: size.width, height: size.height };
  }

  variant(name: string, resize: ResizeRequest | null, format: PictureFormat): Promise<Buffer> {
    const { key } = this.variantKey(name, resize, format);
    let bytes = this.#variants.get(key);
    if (bytes) {
      // Most recently used last.
      this.#variants.delete(key);
      this.#variants.set(key, bytes);
      return bytes;
    }
    bytes = this.#storedVariant(key, () => this.#makeVariant(name, resize, format));
    this.#variants.set(key, bytes);
    bytes.then(
      (buffer) => this.#account(key, buffer.byteLength),
      () => this.#variants.delete(key),
    );
    return bytes;
  }

  #account(key: string, size: number): void {
    if (!this.#variants.has(key)) return;
    this.#variantSizes.set(key, size);
    this.#variantBytes += size;
    const budget = this.#options.variantBudgetBytes ?? 128 * 1024 * 1024;
    for (const oldest of this.#variants.keys()) {
      if (this.#variantBytes <= budget || oldest === key) break;
      this.#variants.delete(oldest);
      this.#variantBytes -= this.#variantSizes.get(oldest) ?? 0;
      this.#variantSizes.delete(oldest);
    }
  }

  /**
   * A variant from disk, or made and then written there: the e2e stack and the gates' stack (two
   * processes, one after the other in CI) then encode each answer once between them.
   */
  async #storedVariant(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    if (!this.#options.cacheDir) return make();
    const dir = path.join(this.#options.cacheDir, `v${PHOTO_VERSION}`, 'variants');
    const file = path.join(dir, key);
    try {
      return await readFile(file);
    } catch {
      // Not made yet.
    }
    const bytes = await make();
    try {
      mkdirSync(dir, { recursive: true });
      writeFileSync(`${file}.${process.pid}.tmp`, bytes);
      renameSync(`${file}.${process.pid}.tmp`, file);
    } catch {
      // A read-only disk only costs the next process the encoding.
    }
    return bytes;
  }

  async #makeVariant(name: string, resize: ResizeRequest | null, format: PictureFormat): Promise<Buffer> {
    const full = this.shape(name);
    const size = resize ? outputSize(full, resize) : null;
    const rendition =
      RENDITIONS.find((candidate) => {
        const shape = this.#renditionShape(name, candidate);
        return size !== null && size.innerWidth <= shape.width && size.innerHeight <= shape.height;
      }) ?? 'full';
    const original = await this.original(name, rendition);
    let image = sharp(original.bytes);
    if (resize && size) {
      if (size.innerWidth !== original.width || size.innerHeight !== original.height) {
        image = image.resize({ width: size.innerWidth, height: size.innerHeight, fit: 'fill' });
      }
      if (size.width !== size.innerWidth || size.height !== size.innerHeight) {
        const left = Math.floor((size.width - size.innerWidth) / 2);
        const top = Math.floor((size.height - size.innerHeight) / 2);
        image = image.extend({
          left,
          top,
          right: size.width - size.innerWidth - left,
          bottom: size.height - size.innerHeight - top,
          background: `#${resize.background}`,
        });
      }
    } else if (format === 'jpeg') {
      return original.bytes;
    }
    // Quality settings of a typical image CDN: similar visual quality, AVIF and WebP much lighter.
    // The fastest AVIF effort: as small as effort 2 for these pictures, four times faster to make.
    if (format === 'avif') return image.avif({ quality: 50, effort: 0 }).toBuffer();
    if (format === 'webp') return image.webp({ quality: 75, effort: 2 }).toBuffer();
    return image.jpeg({ quality: 80 }).toBuffer();
  }
}
