import { describe, expect, it } from 'vitest';
import { mayNameStaticFile } from './static-paths';

describe('mayNameStaticFile', () => {
  it('looks up paths whose last segment has an extension', () => {
    expect(mayNameStaticFile('/favicon.svg')).toBe(true);
    expect(mayNameStaticFile('/assets/entry.client-BX10d_HO.js')).toBe(true);
    expect(mayNameStaticFile('/__bench/home.html')).toBe(true);
    expect(mayNameStaticFile('/en/product/CALORA-S3/142.270')).toBe(true);
  });

  it('sends page paths straight to the site', () => {
    expect(mayNameStaticFile('/')).toBe(false);
    expect(mayNameStaticFile('/en/')).toBe(false);
    expect(mayNameStaticFile('/de/company/history')).toBe(false);
    expect(mayNameStaticFile('/en/product/CALORA-S3/142-270')).toBe(false);
    expect(mayNameStaticFile('/assets')).toBe(false);
  });
});
