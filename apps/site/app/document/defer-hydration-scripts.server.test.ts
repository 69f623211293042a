import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { DeferHydrationScripts, deferHydrationScripts } from './defer-hydration-scripts.server';

const DOCUMENT = [
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/a.js?x=1&amp;y=2" nonce="n0nce"/><link rel="icon" href="/favicon.svg"/></head>',
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
  const loader = /<script nonce="n0nce">(\(function\(code,preloads\)[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!loader) throw new Error('no loader script in the output');
  const head: FakeElement[] = [];
  const body: FakeElement[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    visibilityState,
    currentScript: { nonce: 'n0nce' },
    createElement: (tag: string): FakeElement => ({ tag }),
    head: { appendChild: (element: FakeElement) => head.push(element) },
    body: { appendChild: (element: FakeElement) => body.push(element) },
  };
  runInNewContext(loader, {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  return { head, body, frames, timers };
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
  });

  it('starts preloads, then the module script with its nonce, after the next frame', () => {
    const { head, body, frames, timers } = runLoader(deferHydrationScripts(DOCUMENT), 'visible');
    expect(head).toEqual([]);
    expect(body).toEqual([]);
    frames.forEach((frame) => frame());
    expect(body).toEqual([]); // still inside the frame: the paint comes first
    timers.forEach((timer) => timer());
    expect(head).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/entry.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/a.js?x=1&y=2' },
    ]);
    expect(body).toEqual([
      {
        tag: 'script',
        type: 'module',
        nonce: 'n0nce',
        text: 'import * as route0 from "/assets/root.js";\nwindow.x = "</script-ish";\nimport("/assets/entry.js");',
      },
    ]);
  });

  it('starts at once in a hidden tab, where no frame is painted', () => {
    const { body, frames } = runLoader(deferHydrationScripts(DOCUMENT), 'hidden');
    expect(frames).toHaveLength(0);
    expect(body).toHaveLength(1);
  });

  it('finds the same tags as the regular expressions it replaced', () => {
    // The former implementation, kept here as the reference for what counts as the module script and a preload.
    const reference = (html: string) => {
      const match = /<script((?:\s[^>]*)?\stype="module"(?:\s[^>]*)?)>([\s\S]*?)<\/script>/.exec(html);
      if (!match) return html;
      const hrefs: string[] = [];
      const without = html.replace(/<link\s[^>]*rel="modulepreload"[^>]*>/g, (link) => {
        hrefs.push(/\shref="([^"]*)"/.exec(link)?.[1] ?? '');
        return '';
      });
      return { without: without.replace(match[0], '<LOADER>'), hrefs, body: match[2] };
    };
    const documents = [
      DOCUMENT,
      // Text that looks like the attributes, outside any tag; a data- attribute; a preload in the body.
      '<html><head></head><body><p>type="module" and rel="modulepreload"</p><script data-type="module">no()</script>' +
        '<link rel="modulepreload" href="/b.js"/><script type="module">yes()</script></body></html>',
      '<html><body><script>var t = \' type="module"\';</script><script async type="module">code()</script></body></html>',
      // Preloads after a <style> (not in the preamble), and a module script far from the end: the whole document is searched.
      `<html><head><style>p{}</style><link rel="modulepreload" href="/c.js"/></head><body><script type="module">far()</script><p>${'x'.repeat(70_000)}</p></body></html>`,
    ];
    for (const html of documents) {
      const expected = reference(html);
      const actual = deferHydrationScripts(html);
      if (typeof expected === 'string') {
        expect(actual).toBe(expected);
        continue;
      }
      const [before, after] = expected.without.split('<LOADER>');
      expect(actual.startsWith(before!)).toBe(true);
      expect(actual.endsWith(after!)).toBe(true);
      const literal = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
      expect(actual).toContain(literal(expected.body));
      expect(actual).toContain(literal(expected.hrefs.map((href) => href.replace(/&amp;/g, '&'))));
    }
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
