import { describe, expect, it } from 'vitest';
import { contentBlocks } from '@mbw/content-blocks';
import sourceCatalog from '../locales/en.po?raw';
import { componentMap, renderingMessageSets } from '../shell/component-map';
import { contentMessageSets } from '../shell/rendering-messages';
import { parsePoOrigins } from './message-origins.server';
import { pageCatalogues } from './document-i18n';
import { messageSetOf, splitByOrigin } from './message-sets';
import { catalogMessages, messageIds, setMessages } from './messages.server';

const rendering = (componentName: string, placeholders = {}) => ({ componentName, uid: componentName, placeholders });

describe('messages per page (docs/decisions/messages-per-page.md)', () => {
  it('reads the origins of exactly the compiled catalog’s messages', async () => {
    const origins = parsePoOrigins(sourceCatalog);
    expect([...origins.keys()].sort()).toEqual(Object.keys(await catalogMessages('de')).sort());
    expect(origins.get('Footer.Copyright')).toEqual(['libs/chrome/src/lib/footer/site-footer.tsx']);
  });

  it('names a set by the longest prefix; an origin no prefix names is the frame’s', () => {
    expect(messageSetOf('libs/account/src/lib/devices/device-form.tsx')).toBe('account');
    expect(messageSetOf('libs/shop/cart/src/lib/cart-panel/cart-panel.tsx')).toBe('frame');
    expect(messageSetOf('libs/shop/cart/src/lib/bundles/bundle-card.tsx')).toBe('shop-cart');
    expect(messageSetOf('libs/search/feature/src/lib/search-bar/search-bar.tsx')).toBe('frame');
    expect(messageSetOf('libs/search/feature/src/lib/page/search-page.tsx')).toBe('search');
    expect(messageSetOf('libs/new-feature/src/lib/x.tsx')).toBe('frame');
    const split = splitByOrigin(new Map([['a', ['libs/account/x.tsx', 'libs/chrome/y.tsx']]]));
    expect(split.get('account')).toEqual(new Set(['a']));
    expect(split.get('frame')).toEqual(new Set(['a']));
  });

  it('gives the frame the chrome’s messages and none of the account’s, shop’s or search page’s', async () => {
    const frame = await setMessages('de', ['frame'], {});
    expect(frame['Chrome.SkipToContent']).toBeDefined();
    expect(frame['Footer.Copyright']).toBeDefined();
    const all = Object.keys(await catalogMessages('de')).length;
    expect(Object.keys(frame).length).toBeLessThan(all / 3);
    for (const set of ['account', 'shop-catalog', 'shop-wishlist', 'search', 'forms'] as const) {
      const own = [...messageIds([set], ['frame'])];
      expect(own.length).toBeGreaterThan(0);
      expect(own.filter((id) => id in frame)).toEqual([]);
    }
  });

  it('merges a dictionary phrase only into the set whose message it overrides', async () => {
    const accountId = [...messageIds(['account'], ['frame'])][0] as string;
    const phrases = { 'Footer.Copyright': '© {year} Kestrel AG', [accountId]: 'Konto', 'Unknown.Key': 'x' };
    const frame = await setMessages('de', ['frame'], phrases);
    const account = await setMessages('de', ['account'], phrases, ['frame']);
    expect(frame['Footer.Copyright']).toEqual(['© ', ['year'], ' Kestrel AG']);
    expect(frame[accountId]).toBeUndefined();
    expect(account[accountId]).toEqual(['Konto']);
    expect(account['Footer.Copyright']).toBeUndefined();
    expect(frame['Unknown.Key'] ?? account['Unknown.Key']).toBeUndefined();
  });

  it('gives a content page the content blocks’ messages and those of the renderings it holds', () => {
    expect(contentMessageSets({ placeholders: { 'jss-main': [rendering('RichText')] } }, renderingMessageSets)).toEqual(['content-blocks']);
    const nested = {
      'jss-main': [rendering('ContactTwoColumn', { 'contact-main': [rendering('MyDevices')] }), rendering('ProductCarousel')],
    };
    expect(contentMessageSets({ placeholders: nested }, renderingMessageSets).sort()).toEqual(
      ['account', 'content-blocks', 'forms', 'search', 'shop-compare'].sort(),
    );
  });

  it('names the messages of every rendering that is not a content block or the chrome', () => {
    const unnamed = Object.keys(componentMap).filter(
      (name) => !(name in contentBlocks) && !['Header', 'Footer'].includes(name) && !(name in renderingMessageSets),
    );
    expect(unnamed).toEqual([]);
  });
});

describe('the document’s catalogues', () => {
  it('are the frame’s, then those of each matched route that sends its own, in route order', () => {
    const frame = { a: 'A' };
    const product = { b: 'B' };
    const matches = [{ data: { chrome: null } }, { data: undefined }, { data: { page: {}, pageMessages: product } }];
    expect(pageCatalogues(frame, matches)).toEqual([frame, product]);
    expect(pageCatalogues(undefined, [{ data: null }])).toEqual([{}]);
  });
});
