import { describe, expect, it } from 'vitest';
import { stylesheetOrder, type OrderChunk } from '../vite.stylesheet-order';

const chunk = (fileName: string, parts: Partial<OrderChunk> = {}): OrderChunk => ({
  fileName,
  isEntry: false,
  isDynamicEntry: false,
  imports: [],
  dynamicImports: [],
  css: [],
  ...parts,
});

describe('the order the server inlines lazy stylesheets in (vite.stylesheet-order.ts)', () => {
  it('puts a chunk’s imports’ CSS before its own, and what it loads lazily after, each once', () => {
    const chunks = [
      chunk('quote.js', { isDynamicEntry: true, imports: ['button.js', 'initial.js'], css: ['quote.css'] }),
      chunk('button.js', { imports: ['initial.js'], css: ['button.css'] }),
      chunk('entry.js', { isEntry: true, imports: ['initial.js'], dynamicImports: ['quote.js', 'teasers.js'] }),
      chunk('initial.js', { css: ['initial.css'] }),
      chunk('teasers.js', { isDynamicEntry: true, imports: ['button.js'], css: ['teasers.css', 'teasers-extra.css'] }),
    ];
    expect(stylesheetOrder(chunks)).toEqual(['initial.css', 'button.css', 'quote.css', 'teasers.css', 'teasers-extra.css']);
  });

  it('ends on import cycles and names no file twice', () => {
    const chunks = [
      chunk('a.js', { isEntry: true, imports: ['b.js'], css: ['a.css'] }),
      chunk('b.js', { imports: ['a.js'], css: ['b.css', 'a.css'] }),
    ];
    expect(stylesheetOrder(chunks)).toEqual(['b.css', 'a.css']);
  });
});
