import sanitizeHtml from 'sanitize-html';
import type { ComponentRendering, PlaceholdersData, RouteData } from '@mbw/api-clients';
import { localizeHref } from '@mbw/ui';
import type { ComponentMap } from '../placeholder/component-map';

/**
 * Server-side sanitiser for editor HTML (ARCHITECTURE §6): text formatting, lists, tables, links
 * and images survive; scripts, styles, event handlers, iframes and javascript:/data: URLs do not.
 * Internal links get the page language. Runs in loaders, so the sanitiser never ships to browsers.
 */
export function sanitizeRichText(html: string, options: { language: string }): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'br',
      'hr',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'sub',
      'sup',
      'small',
      'span',
      'div',
      'blockquote',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'figure',
      'figcaption',
      'code',
      'pre',
      'table',
      'caption',
      'thead',
      'tbody',
      'tfoot',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      '*': ['class', 'lang', 'dir'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      // The hero holds the page's only <h1>.
      h1: 'h2',
      a: (tagName, attribs) => {
        const result = { ...attribs };
        if (result['href']) result['href'] = localizeHref(result['href'], options.language);
        if (result['target'] === '_blank') result['rel'] = 'noopener noreferrer';
        else delete result['target'];
        return { tagName, attribs: result };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
  });
}

function sanitizedField(field: unknown, language: string): { value: string; sanitized: true } {
  const value = (field as { value?: unknown } | undefined)?.value;
  return { value: typeof value === 'string' ? sanitizeRichText(value, { language }) : '', sanitized: true };
}

/**
 * 'Items.Text' in richTextFields: the Text field of each child item of the Items list (JSS shape
 * `[{ id, fields }]`, or wrapped in `{ value: [...] }`). Anything else is left as it is.
 */
function sanitizeListField(list: unknown, field: string, language: string): unknown {
  const sanitizeItems = (items: unknown[]) =>
    items.map((item) => {
      const itemFields = (item as { fields?: Record<string, unknown> } | null)?.fields;
      if (!itemFields || typeof itemFields !== 'object') return item;
      return { ...(item as object), fields: { ...itemFields, [field]: sanitizedField(itemFields[field], language) } };
    });
  if (Array.isArray(list)) return sanitizeItems(list);
  const wrapped = (list as { value?: unknown } | undefined)?.value;
  if (Array.isArray(wrapped)) return { ...(list as object), value: sanitizeItems(wrapped) };
  return list;
}

function sanitizeRendering(rendering: ComponentRendering, map: ComponentMap, language: string): ComponentRendering {
  const definition = Object.hasOwn(map, rendering.componentName) ? map[rendering.componentName] : undefined;
  let fields = rendering.fields;
  if (fields && definition?.richTextFields) {
    fields = { ...fields };
    for (const name of definition.richTextFields) {
      const [list, field] = name.split('.');
      if (field && list) fields[list] = sanitizeListField(fields[list], field, language);
      else fields[name] = sanitizedField(fields[name], language);
    }
  }
  return {
    ...rendering,
    ...(fields ? { fields } : {}),
    ...(rendering.placeholders ? { placeholders: sanitizePlaceholders(rendering.placeholders, map, language) } : {}),
  };
}

function sanitizePlaceholders(placeholders: PlaceholdersData, map: ComponentMap, language: string): PlaceholdersData {
  return Object.fromEntries(
    Object.entries(placeholders).map(([name, renderings]) => [
      name,
      renderings.map((rendering) => sanitizeRendering(rendering, map, language)),
    ]),
  );
}

/** A copy of the route whose rich text fields (as the map declares them) are sanitised and marked. */
export function sanitizeRoute(route: RouteData, map: ComponentMap, options: { language: string }): RouteData {
  return { ...route, placeholders: sanitizePlaceholders(route.placeholders, map, options.language) };
}
