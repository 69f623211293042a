/**
 * schema.org structured data the page shell and the home page carry (issue 16), and the one
 * serialiser every `<script type="application/ld+json">` of the site goes through.
 */

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are escaped so content cannot
 * close the script element ("</script>") or open a comment; U+2028/2029 are escaped for old parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * schema.org BreadcrumbList of a page's trail, each entry an absolute URL. Entries without a name
 * are left out (no empty values); null when fewer than two remain (the home page has no trail).
 */
export function breadcrumbListJsonLd(items: ReadonlyArray<{ name: string; url: string }>): Record<string, unknown> | null {
  const named = items.filter((item) => item.name.trim() && item.url);
  if (named.length < 2) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: named.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name.trim(), item: item.url })),
  };
}

/** schema.org Organization of a brand for its home page: name, url, logo, and its profiles elsewhere. */
export function organizationJsonLd(input: {
  name: string;
  url: string;
  logo: string;
  sameAs?: readonly string[];
}): Record<string, unknown> {
  const sameAs = (input.sameAs ?? []).filter((url) => /^https?:\/\//.test(url));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    logo: input.logo,
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/**
 * schema.org WebSite with a SearchAction for the home page: search engines may offer a search box
 * that lands on the site's own search page (`searchUrl` with `{search_term_string}` for the query).
 */
export function webSiteJsonLd(input: { name: string; url: string; searchUrl: string }): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: input.name,
    url: input.url,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: input.searchUrl },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * Where structured data is empty: the paths of every empty string, null, empty array or empty
 * object in it. Tests hold each builder's output to none (search engines reject empty values).
 */
export function emptyJsonLdValues(data: unknown, path = '$'): string[] {
  if (data === null || data === undefined || (typeof data === 'string' && !data.trim())) return [path];
  if (Array.isArray(data)) return data.length === 0 ? [path] : data.flatMap((item, index) => emptyJsonLdValues(item, `${path}[${index}]`));
  if (typeof data === 'object') {
    const entries = Object.entries(data);
    return entries.length === 0 ? [path] : entries.flatMap(([key, value]) => emptyJsonLdValues(value, `${path}.${key}`));
  }
  return [];
}
