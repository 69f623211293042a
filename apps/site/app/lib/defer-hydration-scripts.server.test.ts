import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { DeferHydrationScripts, deferHydrationScripts } from './defer-hydration-scripts.server';

const DOCUMENT = [
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/a.js?x=1&amp;y=2" nonce="n0nce"/><link rel="icon" href="/favicon.svg"/></head>',
  '<link rel="modulepreload" href="/assets/react-q3z5VTvw.js" nonce="n0nce"/><link rel="modulepreload" href="/assets/rolldown-runtime-XKyaHtl9.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/router-Bzg2Q5-V.js" nonce="n0nce"/>',
  '<body><p>Zürich</p><script nonce="n0nce">window.__ctx = {};</script>',
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root.js";\nwindow.x = "</script-ish";\nimport("/assets/entry.js");</script>',
  '<script nonce="n0nce">window.__ctx.more = 1;</script></body></html>',
].join('');

interface FakeElement {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  nonce?: string;
  text?: string;
}

/** Runs the loader script the transform writes, in a stand-in for the browser's document. */
function runLoader(html: string, visibilityState: 'visible' | 'hidden') {
  const loader = /<script nonce="n0nce">(\(function\(code,preloads,stages\)[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!loader) throw new Error('no loader script in the output');
  const head: FakeElement[] = [];
  const body: FakeElement[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const imports: { url: string; settle: (ok: boolean) => void }[] = [];
  const document = {
    visibilityState,
    currentScript: { nonce: 'n0nce' },
    createElement: (tag: string): FakeElement => ({ tag }),
    head: { appendChild: (element: FakeElement) => head.push(element) },
    body: { appendChild: (element: FakeElement) => body.push(element) },
  };
  // The loader's `import()` calls (node:vm runs them only with an experimental flag): each is
  // recorded and waits until the test settles it.
  expect(loader).toContain('import(stages[i++])');
  runInNewContext(loader.replace('import(', 'importChunk('), {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
    importChunk: (url: string) => new Promise((resolve, reject) => imports.push({ url, settle: (ok) => (ok ? resolve({}) : reject(new Error(`no ${url}`))) })),
  });
  return { head, body, frames, timers, imports };
}

describe('deferHydrationScripts', () => {
  it('removes the module preloads and the module script, and keeps everything else', () => {
    const html = deferHydrationScripts(DOCUMENT);
    expect(html).not.toContain('modulepreload" href');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(html).toContain('<p>Zürich</p><script nonce="n0nce">window.__ctx = {};</script>');
    expect(html).toContain('<script nonce="n0nce">window.__ctx.more = 1;</script></body></html>');
    // The module code travels as a string literal that cannot close the inline script.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).not.toContain('rel="modulepreload"');
  });

  it('after the next frame: the preloads, then each framework chunk in a task of its own, then the module script', async () => {
    const { head, body, frames, timers, imports } = runLoader(deferHydrationScripts(DOCUMENT), 'visible');
    const runTimers = () => timers.splice(0).forEach((timer) => timer());
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    expect(head).toEqual([]);
    frames.forEach((frame) => frame());
    expect(head).toEqual([]); // still inside the frame: the paint comes first
    runTimers();
    expect(head.map((link) => link.href)).toEqual(['/assets/entry.js', '/assets/a.js?x=1&y=2', '/assets/react-q3z5VTvw.js', '/assets/rolldown-runtime-XKyaHtl9.js', '/assets/router-Bzg2Q5-V.js']);
    expect(head.every((link) => link.tag === 'link' && link.rel === 'modulepreload')).toBe(true);
    await settled();
    expect(imports).toEqual([]); // the preloads' task ends here
    // The framework chunks in dependency order, one task each; a failed one does not stop the rest.
    for (const [url, ok] of [['/assets/rolldown-runtime-XKyaHtl9.js', true], ['/assets/react-q3z5VTvw.js', false], ['/assets/router-Bzg2Q5-V.js', true]] as const) {
      runTimers();
      expect(imports.map((entry) => entry.url)).toEqual([url]);
      imports.splice(0)[0]?.settle(ok);
      await settled();
      expect(body).toEqual([]);
    }
    runTimers();
    await settled();
    expect(imports).toEqual([]);
    expect(body).toEqual([
      {
        tag: 'script',
        type: 'module',
        nonce: 'n0nce',
        text: 'import * as route0 from "/assets/root.js";\nwindow.x = "</script-ish";\nimport("/assets/entry.js");',
      },
    ]);
  });

  it('runs the module script after the preloads when the page has no framework chunks', async () => {
    const document = DOCUMENT.replace(/<link rel="modulepreload" href="\/assets\/(react|rolldown-runtime|router)-[^>]*>/g, '');
    const { body, frames, timers } = runLoader(deferHydrationScripts(document), 'visible');
    frames.forEach((frame) => frame());
    timers.splice(0).forEach((timer) => timer());
    expect(body).toEqual([]);
    timers.splice(0).forEach((timer) => timer());
    expect(body).toHaveLength(1);
  });

  it('starts at once in a hidden tab, where no frame is painted', () => {
    const { head, frames } = runLoader(deferHydrationScripts(DOCUMENT), 'hidden');
    expect(frames).toHaveLength(0);
    expect(head).toHaveLength(5);
  });

  it('leaves a document without a module script as it is', () => {
    const html = '<html><body><p>Error</p></body></html>';
    expect(deferHydrationScripts(html)).toBe(html);
  });
});

describe('DeferHydrationScripts (stream)', () => {
  const expected = deferHydrationScripts(DOCUMENT);

  it('gives the same document however the input is cut into chunks', async () => {
    const bytes = Buffer.from(DOCUMENT);
    for (const size of [1, 7, 64, 500, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
      expect(await text(Readable.from(chunks).pipe(new DeferHydrationScripts()))).toBe(expected);
    }
  });

  it('keeps characters whose bytes are split between chunks, before and after </body>', async () => {
    const document = `${DOCUMENT.replace('</body>', 'Zürich – ✓</body>')}<p>Genève – ✓</p>`;
    const bytes = Buffer.from(document);
    for (const size of [1, 2, 3, 5]) {
      const chunks: Buffer[] = [];
      for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
      expect(await text(Readable.from(chunks).pipe(new DeferHydrationScripts()))).toBe(deferHydrationScripts(document));
    }
  });

  it('passes what follows </body> through as it comes', async () => {
    const output = await text(Readable.from([DOCUMENT, '<script>late()</script>']).pipe(new DeferHydrationScripts()));
    expect(output).toBe(`${expected}<script>late()</script>`);
  });
});
