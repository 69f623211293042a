/**
 * What the gates need of the order pages (issue 14): the two site endpoints the pages call, and
 * GraphQL bodies for the same-origin Storefront proxy. Which brands have a shop is
 * `@mbw/testing`'s `isShopBrand` (read from each brand's config).
 */
export const STOREFRONT_PROXY_PATH = '/api/2025-01/graphql.json';

/** The customer's Multipass token endpoint of a brand: /api/{commerce}/multipass-token, commerce = shopify (spec shop §7). */
export function multipassTokenPath(commerce = 'shopify'): string {
  return `/api/${commerce}/multipass-token`;
}

/** A query every Storefront API answers, asking nothing of a customer. */
export const HARMLESS_QUERY = JSON.stringify({ query: '{ __typename }' });

/** A body over the proxy's 64 KiB (a query padded with a comment). */
export const OVERSIZE_QUERY = JSON.stringify({ query: `{ __typename } # ${'x'.repeat(70 * 1024)}` });

/**
 * Bodies no Storefront call of ours sends, each with what it must get: a 4xx where the request
 * itself is wrong (not JSON, not a GraphQL request); below 500 where Shopify's way is 200 with
 * `errors` (a query that does not parse or validate).
 */
export const MALFORMED_QUERIES: ReadonlyArray<{ label: string; body: string; contentType?: string; expect: '4xx' | 'below 500' }> = [
  { label: 'truncated JSON', body: '{"query":', expect: '4xx' },
  { label: 'not a GraphQL request', body: '[1,2,3]', expect: '4xx' },
  { label: 'query of the wrong type', body: '{"query":42,"variables":"x"}', expect: '4xx' },
  { label: 'form body', body: 'query=%7B__typename%7D', contentType: 'application/x-www-form-urlencoded', expect: '4xx' },
  { label: 'plain text', body: '{ __typename }', contentType: 'text/plain', expect: '4xx' },
  { label: 'prototype pollution', body: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}', expect: '4xx' },
  { label: 'query that does not parse', body: JSON.stringify({ query: '{ customer(customerAccessToken: ' }), expect: 'below 500' },
  {
    label: 'unknown field, markup in a variable',
    body: JSON.stringify({
      query: 'query($t: String!) { customer(customerAccessToken: $t) { nope } }',
      variables: { t: '<script>alert(1)</script>' },
    }),
    expect: 'below 500',
  },
  {
    label: 'deeply nested query',
    body: JSON.stringify({ query: `{ ${'shop { '.repeat(200)}name${' }'.repeat(200)} }` }),
    expect: 'below 500',
  },
];
