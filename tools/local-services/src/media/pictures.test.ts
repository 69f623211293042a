/** Contract of the media library's pictures (/-/media/{name}.jpg): Sitecore's resize parameters, request protection, formats. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultRegistry } from '../http/faults.ts';
import { createHttpServer } from '../http/server.ts';
import { listen, type TestServer } from '../test-app.ts';
import { pickFormat } from './negotiate.ts';
import { PHOTO_VERSION } from './photo.ts';
import { declaredShapes, originalShape } from './picture-store.ts';
import { ALLOWED_MEDIA_WIDTHS, checkProtection, mediaHash, protectMediaUrl } from './protection.ts';
import { MAX_SIDE, outputSize, parseResize } from './resize-params.ts';
import { mediaRoutes } from './routes.ts';
import { DatabaseSync } from 'node:sqlite';

const query = (search: string) => new URLSearchParams(search);

describe('parseResize (Sitecore media parameters)', () => {
  it('reads w, h, mw, mh, sc, as and bc; no resize parameter means the original', () => {
    expect(parseResize(query(''))).toEqual({ ok: true, resize: null });
    expect(parseResize(query('la=en&vs=1&thn=0&foo=bar'))).toEqual({ ok: true, resize: null });
    expect(parseResize(query('mw=768'))).toEqual({ ok: true, resize: { mw: 768, allowStretch: false, background: '000000' } });
    expect(parseResize(query('w=320&h=200&as=1&bc=FFFFFF&sc=0.5'))).toEqual({
      ok: true,
      resize: { w: 320, h: 200, sc: 0.5, allowStretch: true, background: 'ffffff' },
    });
  });

  it('refuses malformed or oversized values with a reason, never guesses', () => {
    for (const search of [
      'w=abc',
      'w=-5',
      'w=0',
      'w=1.5',
      `w=${MAX_SIDE + 1}`,
      'mh=99999999',
      'sc=0',
      'sc=5',
      'sc=abc',
      'sc=.',
      'as=2',
      'bc=red',
      'w=1&w=2',
    ]) {
      const parsed = parseResize(query(search));
      expect(parsed.ok, search).toBe(false);
      if (!parsed.ok) expect(parsed.reason.length, search).toBeGreaterThan(10);
    }
  });
});

describe('outputSize', () => {
  const original = { width: 2400, height: 1350 };
  const size = (search: string) => {
    const parsed = parseResize(query(search));
    if (!parsed.ok || !parsed.resize) throw new Error(search);
    const { width, height } = outputSize(original, parsed.resize);
    return `${width}x${height}`;
  };

  it('keeps the aspect ratio for one side, fits mw/mh, never enlarges without as=1', () => {
    expect(size('mw=768')).toBe('768x432');
    expect(size('w=1920')).toBe('1920x1080');
    expect(size('h=540')).toBe('960x540');
    expect(size('mw=1000&mh=200')).toBe('356x200');
    expect(size('mw=4000')).toBe('2400x1350');
    expect(size('w=3000')).toBe('2400x1350');
    expect(size('w=3000&as=1')).toBe('3000x1688');
    expect(size('sc=0.25')).toBe('600x338');
  });

  it('pads to w × h (Sitecore does not crop) and stays within the bound', () => {
    const parsed = parseResize(query('w=400&h=400&bc=ffffff'));
    if (!parsed.ok || !parsed.resize) throw new Error('parse');
    expect(outputSize(original, parsed.resize)).toEqual({ width: 400, height: 400, innerWidth: 400, innerHeight: 225 });
    const huge = parseResize(query(`sc=4&as=1`));
    if (!huge.ok || !huge.resize) throw new Error('parse');
    const bounded = outputSize(original, huge.resize);
    expect(Math.max(bounded.width, bounded.height)).toBeLessThanOrEqual(MAX_SIDE);
  });
});

describe('media request protection', () => {
  it('needs nothing without resize parameters, lets the allowed widths through, checks the hash otherwise', () => {
    expect(checkProtection('/-/media/a.jpg', query('la=en'))).toBe('none-needed');
    for (const width of ALLOWED_MEDIA_WIDTHS) {
      expect(checkProtection('/-/media/a.jpg', query(`mw=${width}`))).toBe('allowed');
      expect(checkProtection('/-/media/a.jpg', query(`w=${width}`))).toBe('allowed');
    }
    expect(checkProtection('/-/media/a.jpg', query('mw=777'))).toBe('refused');
    expect(checkProtection('/-/media/a.jpg', query('mw=768&mh=400'))).toBe('refused');
    const signed = new URL(protectMediaUrl('/-/media/a.jpg?mw=777&mh=400&la=en'), 'http://x');
    expect(signed.searchParams.get('hash')).toMatch(/^[0-9A-F]{32}$/);
    expect(checkProtection(signed.pathname, signed.searchParams)).toBe('hash');
    // The hash covers the path and every resize parameter, not the others.
    signed.searchParams.set('mw', '778');
    expect(checkProtection(signed.pathname, signed.searchParams)).toBe('refused');
    expect(checkProtection('/-/media/b.jpg', query(`mw=777&mh=400&hash=${mediaHash('/-/media/a.jpg', query('mw=777&mh=400'))}`))).toBe(
      'refused',
    );
    expect(checkProtection('/-/media/a.jpg', query('mw=777&hash=short'))).toBe('refused');
  });

  it('allows exactly the width ladder the site asks for (libs/ui image-widths.ts)', () => {
    const source = readFileSync(new URL('../../../../libs/ui/src/lib/components/image-widths.ts', import.meta.url), 'utf8');
    const ladder = /MEDIA_WIDTHS = \[([0-9, ]+)\]/.exec(source)?.[1];
    expect(ladder?.split(',').map(Number)).toEqual(ALLOWED_MEDIA_WIDTHS);
  });
});

describe('pickFormat', () => {
  it('answers AVIF, then WebP, when the browser names them; JPEG otherwise', () => {
    expect(pickFormat('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toBe('avif');
    expect(pickFormat('image/webp,*/*')).toBe('webp');
    expect(pickFormat('image/avif;q=0,image/webp')).toBe('webp');
    expect(pickFormat('image/*,*/*;q=0.8')).toBe('jpeg');
    expect(pickFormat(undefined)).toBe('jpeg');
    expect(pickFormat('garbage;;;,')).toBe('jpeg');
  });
});

describe('shapes', () => {
  it('makes originals of the declared aspect ratio, larger than declared, within 1200–2048 px', () => {
    expect(originalShape({ width: 1600, height: 900 })).toEqual({ width: 2048, height: 1152 });
    expect(originalShape({ width: 400, height: 400 })).toEqual({ width: 1200, height: 1200 });
    expect(originalShape({ width: 800, height: 500 })).toEqual({ width: 1600, height: 1000 });
  });

  it('reads the declared sizes from the stored image fields', () => {
    const db = new DatabaseSync(':memory:');
    db.exec('CREATE TABLE items (fields_json TEXT NOT NULL, main_json TEXT NOT NULL)');
    const field = { value: { src: '/-/media/home-x-hero.jpg', alt: 'A "quoted" alt', width: '1600', height: '900' } };
    db.prepare('INSERT INTO items VALUES (?, ?)').run(JSON.stringify({ Image: field }), '{}');
    expect(declaredShapes(db).get('home-x-hero')).toEqual({ width: 1600, height: 900 });
    expect(declaredShapes(undefined).size).toBe(0);
  });
});

describe('pictures over HTTP', () => {
  let server: TestServer;
  let base: string;
  let cacheDir: string;
  const logged: string[] = [];

  beforeAll(async () => {
    cacheDir = mkdtempSync(path.join(tmpdir(), 'media-'));
    server = await listen(
      createHttpServer(mediaRoutes({ cacheDir, log: (line) => logged.push(line) }), new FaultRegistry(), () => undefined),
    );
    base = server.base;
  });
  afterAll(() => {
    server.close();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  const picture = async (url: string, accept?: string) => {
    const response = await fetch(`${base}${url}`, accept ? { headers: { accept } } : {});
    const bytes = Buffer.from(await response.arrayBuffer());
    return { response, bytes, meta: response.status === 200 ? await sharp(bytes).metadata() : undefined };
  };

  it('serves a real JPEG photograph, stable per name, cached on disk, with a photo-like weight', async () => {
    const { response, bytes, meta } = await picture('/-/media/kitchen-sink-hero.jpg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(meta).toMatchObject({ format: 'jpeg', width: 1800, height: 1200 });
    expect((await picture('/-/media/kitchen-sink-hero.jpg')).bytes.equals(bytes)).toBe(true);
    expect((await picture('/-/media/other.jpg')).bytes.equals(bytes)).toBe(false);
    expect(readdirSync(path.join(cacheDir, `v${PHOTO_VERSION}`))).toContain('kitchen-sink-hero-1800x1200.jpg');
    const wide = await picture('/-/media/kitchen-sink-hero.jpg?mw=1440');
    expect(wide.meta).toMatchObject({ width: 1440, height: 960 });
    // A real photo of this size weighs 100–300 KB as a JPEG; a bare gradient would be a few KB.
    expect(wide.bytes.byteLength).toBeGreaterThan(100_000);
    expect(wide.bytes.byteLength).toBeLessThan(400_000);
  });

  it('resizes by the allowed widths, and answers AVIF or WebP when accepted', async () => {
    const small = await picture('/-/media/kitchen-sink-hero.jpg?mw=320', 'image/avif,image/webp,*/*');
    expect(small.response.headers.get('content-type')).toBe('image/avif');
    expect(small.meta).toMatchObject({ width: 320, height: 213 });
    const webp = await picture('/-/media/kitchen-sink-hero.jpg?mw=320', 'image/webp,*/*');
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect(webp.meta).toMatchObject({ format: 'webp', width: 320 });
    const etag = webp.response.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{20}"$/);
    expect(etag).not.toBe(small.response.headers.get('etag'));
    const again = await fetch(`${base}/-/media/kitchen-sink-hero.jpg?mw=320`, {
      headers: { accept: 'image/webp', 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
  });

  it('answers the original for resize parameters without a valid hash, as Sitecore does, and honours a signed URL', async () => {
    const unsigned = await picture('/-/media/kitchen-sink-hero.jpg?mw=777');
    expect(unsigned.meta).toMatchObject({ width: 1800, height: 1200 });
    expect(logged.some((line) => line.includes('MediaRequestProtection'))).toBe(true);
    const signed = await picture(protectMediaUrl('/-/media/kitchen-sink-hero.jpg?w=400&h=400&bc=ffffff'));
    expect(signed.meta).toMatchObject({ width: 400, height: 400 });
  });

  it('refuses malformed parameters with a clear 400 and unknown names with 404, and keeps answering', async () => {
    for (const search of ['mw=abc', 'w=100000', 'sc=-1', 'bc=notacolour', 'mw=1&mw=2']) {
      const response = await fetch(`${base}/-/media/kitchen-sink-hero.jpg?${search}`);
      expect(response.status, search).toBe(400);
      expect(await response.text(), search).toMatch(/^Bad media parameters: /);
    }
    for (const name of ['..%2Fsecret.jpg', 'UPPER.jpg', 'x.png', '<script>.jpg', 'a.jpeg']) {
      expect((await fetch(`${base}/-/media/${name}`)).status, name).toBe(404);
    }
    expect((await picture('/-/media/kitchen-sink-hero.jpg?mw=100')).meta).toMatchObject({ width: 100 });
  });

  it('keeps vector documents as inert SVG', async () => {
    const response = await fetch(`${base}/-/media/technologies-operating-manual-en.svg`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await response.text()).startsWith('<svg')).toBe(true);
  });
});
