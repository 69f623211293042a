import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDirectoryOf, indexStylesheets, inlineStylesheets, usedLazyStylesheets } from './critical-css.server';

describe('the client build the critical CSS is read from', () => {
  it('is build/client beside build/server, from the entry or from a chunk of it', () => {
    const build = path.join(path.sep, 'srv', 'apps', 'technologies', 'build');
    expect(clientDirectoryOf(path.join(build, 'server'))).toBe(path.join(build, 'client'));
    expect(clientDirectoryOf(path.join(build, 'server', 'assets'))).toBe(path.join(build, 'client'));
  });
});

// In load order, as vite.stylesheet-order.ts writes it (with the leading slash loadLazyStylesheets adds).
const SHEETS = indexStylesheets([
  { href: '/assets/initial.css', text: '._header_a1_1{color:red}' },
  { href: '/assets/button.css', text: '._button_b2_1{padding:1em}._button_b2_1:hover{color:blue}' },
  {
    href: '/assets/quote.css',
    text: '._quote_c3_1{margin:1.5rem;background:url(quote.png)}@media (min-width:60rem){._quote_c3_1 ._open_c3_2{display:flex}}',
  },
  { href: '/assets/teasers.css', text: '._grid_d4_1>._card_d4_2{gap:.5rem}' },
]);
const html = (body: string) =>
  Buffer.from(`<html><head><style nonce="n" data-critical-css="">._header_a1_1{color:red}</style></head><body>${body}</body></html>`);
const used = (body: string) => usedLazyStylesheets(html(body), SHEETS, new Set(['/assets/initial.css']));

describe('the lazy stylesheets a page inlines (critical-css.server.ts)', () => {
  it('are those with a class the HTML uses, in load order, without the route stylesheets already inlined', () => {
    expect(
      used('<blockquote class="_quote_c3_1">…</blockquote><a class="x _button_b2_1" href="/">Go</a><header class="_header_a1_1"></header>'),
    ).toEqual([
      { href: '/assets/button.css', text: '._button_b2_1{padding:1em}._button_b2_1:hover{color:blue}' },
      { href: '/assets/quote.css', text: SHEETS.sheets[2]!.text },
    ]);
  });

  it('take a stylesheet whole for any of its classes, state classes included (a card alone brings the grid rules)', () => {
    expect(used('<div class="_card_d4_2"></div>')).toEqual([{ href: '/assets/teasers.css', text: SHEETS.sheets[3]!.text }]);
  });

  it('are none for classes only in declarations, text or other attributes', () => {
    expect(used('<p data-x="_quote_c3_1" title="_button_b2_1">quote.png _grid_d4_1</p><i class="png rem"></i>')).toEqual([]);
  });

  it('join the route CSS inside its own <style>, so hydration keeps one element; a document without it is unchanged', () => {
    const document = html('<div class="_card_d4_2"></div>');
    const lazy = [{ href: '/assets/teasers.css', text: '._x{}' }];
    const output = inlineStylesheets(document, lazy, ['/assets/initial.css']).toString();
    expect(output).toContain('data-critical-css="">._header_a1_1{color:red}\n._x{}</style>');
    const bare = Buffer.from('<html><body class="_card_d4_2"></body></html>');
    expect(inlineStylesheets(bare, lazy, ['/assets/initial.css'])).toBe(bare);
  });

  it('name every inlined stylesheet in a disabled link, so Vite’s loader does not fetch and apply it again after hydration', () => {
    const output = inlineStylesheets(html(''), [{ href: '/assets/teasers.css', text: '._x{}' }], ['/assets/initial.css']).toString();
    expect(output).toContain(
      '</style><link rel="stylesheet" href="/assets/initial.css" disabled=""/><link rel="stylesheet" href="/assets/teasers.css" disabled=""/></head>',
    );
    // No lazy stylesheet: the route's still named, nothing added to the CSS.
    expect(inlineStylesheets(html(''), [], ['/assets/initial.css']).toString()).toContain(
      'data-critical-css="">._header_a1_1{color:red}</style><link rel="stylesheet" href="/assets/initial.css" disabled=""/></head>',
    );
  });
});
