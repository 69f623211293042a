/** Contract of the media library stand-in (/-/media/): the demo video with byte ranges, its captions (pictures: pictures.test.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultRegistry } from '../http/faults.ts';
import { createHttpServer } from '../http/server.ts';
import { listen, type TestServer } from '../test-app.ts';
import { mediaRoutes, parseByteRange } from './routes.ts';

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await listen(createHttpServer(mediaRoutes(), new FaultRegistry(), () => undefined));
  base = server.base;
});
afterAll(() => server.close());

const video = () => `${base}/-/media/hot-air-seam.webm`;

describe('parseByteRange', () => {
  it('reads first-last, open-ended and suffix ranges, clamped to the size', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=100-', 1000)).toEqual({ start: 100, end: 999 });
    expect(parseByteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('ignores what it cannot serve as one range and refuses ranges past the end', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=0-1,5-6', 'bytes=-', 'bytes=5-1', 'bytes=abc']) {
      expect(parseByteRange(header, 1000)).toBeNull();
    }
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});

describe('media files', () => {
  it('serves the whole video with its type, length and range support', async () => {
    const response = await fetch(video());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/webm');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
    // EBML magic: a WebM (Matroska) file.
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(bytes.byteLength).toBeLessThan(150_000);
  });

  it('answers a Range request with 206 and exactly the bytes asked for', async () => {
    const whole = new Uint8Array(await (await fetch(video())).arrayBuffer());
    const size = whole.byteLength;
    const first = await fetch(video(), { headers: { range: 'bytes=0-1023' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-1023/${size}`);
    expect(first.headers.get('content-length')).toBe('1024');
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(whole.subarray(0, 1024));

    const tail = await fetch(video(), { headers: { range: 'bytes=-100' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 100}-${size - 1}/${size}`);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(whole.subarray(size - 100));

    const open = await fetch(video(), { headers: { range: `bytes=${size - 10}-` } });
    expect(open.status).toBe(206);
    expect((await open.arrayBuffer()).byteLength).toBe(10);
  });

  it('answers 416 for a range past the end, and the whole file when If-Range names another version', async () => {
    const size = (await (await fetch(video())).arrayBuffer()).byteLength;
    const past = await fetch(video(), { headers: { range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
    const etag = (await fetch(video(), { method: 'GET' })).headers.get('etag')!;
    expect((await fetch(video(), { headers: { range: 'bytes=0-9', 'if-range': etag } })).status).toBe(206);
    expect((await fetch(video(), { headers: { range: 'bytes=0-9', 'if-range': '"old"' } })).status).toBe(200);
  });

  it('serves WebVTT captions per language', async () => {
    for (const language of ['en', 'de', 'fr', 'it']) {
      const response = await fetch(`${base}/-/media/hot-air-seam.${language}.vtt`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
      expect(await response.text()).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> /);
    }
  });

  it('reads only whitelisted names of files that exist; pictures stay generated', async () => {
    for (const name of [
      'missing.webm',
      'HOT-AIR-SEAM.webm',
      'hot-air-seam.deu.vtt',
      '..%2Fmedia.ts',
      '%2e%2e%2fpackage.json',
      'hot-air-seam.webm.txt',
    ]) {
      expect((await fetch(`${base}/-/media/${name}`)).status, name).toBe(404);
    }
    const image = await fetch(`${base}/-/media/hot-air-seam.jpg`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });
});
