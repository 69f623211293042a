import { describe, expect, it } from 'vitest';
import { MALFORMED_QUERIES, OVERSIZE_QUERY, multipassTokenPath } from './orders.ts';

describe('the order probes', () => {
  it('send a body over the storefront proxy’s 64 KiB, and malformed ones that are each what their label says', () => {
    expect(new TextEncoder().encode(OVERSIZE_QUERY).byteLength).toBeGreaterThan(64 * 1024);
    expect(multipassTokenPath()).toBe('/api/shopify/multipass-token');
    expect(multipassTokenPath('technologies')).toBe('/api/technologies/multipass-token');
    const parses = (body: string) => {
      try {
        JSON.parse(body);
        return true;
      } catch {
        return false;
      }
    };
    const byLabel = Object.fromEntries(MALFORMED_QUERIES.map((query) => [query.label, query]));
    expect(parses(byLabel['truncated JSON']!.body)).toBe(false);
    expect(byLabel['form body']!.contentType).toBe('application/x-www-form-urlencoded');
    for (const query of MALFORMED_QUERIES.filter((query) => query.expect === 'below 500'))
      expect(parses(query.body), query.label).toBe(true);
  });
});
