/**
 * Contract of the Sitecore stand-in, as the brand sites read it: the JSS layout service (header,
 * main and footer placeholders, 404 bodies, API key), the dictionary, the products menu and the
 * region tree, content GraphQL (Experience Edge's item and the breadcrumb's allpath), and the
 * seeded pages (families, blocks, home pages, editor notices).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestServer } from '../test-app.ts';

const API_KEY = 'test-key';
let app: TestServer;
let base: string;

beforeAll(async () => {
  app = await startTestApp({ products: 10, apiKey: API_KEY });
  base = app.base;
});
afterAll(() => app.close());

/** JSON of a response; the shapes are asserted by the tests themselves. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const json = async (response: Response | Promise<Response>): Promise<any> => (await response).json();

function layout(item: string, lang: string, site = 'technologies', key = API_KEY) {
  const query = new URLSearchParams({ item, sc_lang: lang, sc_site: site, sc_apikey: key });
  return fetch(`${base}/sitecore/api/layout/render/jss?${query}`);
}

describe('layout service', () => {
  it('serves a page in the JSS layout shape with header, main and footer placeholders', async () => {
    const response = await layout('/company', 'de-CH');
    expect(response.status).toBe(200);
    const { sitecore } = await json(response);
    expect(sitecore.context).toMatchObject({ pageEditing: false, language: 'de-CH', site: { name: 'technologies' } });
    expect(sitecore.route.fields.pageTitle.value).toBe('Unternehmen');
    expect(Object.keys(sitecore.route.placeholders)).toEqual(['jss-header', 'jss-main', 'jss-footer']);
    expect(sitecore.route.placeholders['jss-main'].map((c: { componentName: string }) => c.componentName)).toEqual(['Hero', 'RichText']);
    const menu = sitecore.route.placeholders['jss-header'][0].fields.MenuItems;
    expect(menu.map((item: { Name: string; FlyoutDesignType: string | null }) => [item.Name, item.FlyoutDesignType])).toEqual([
      ['Produkte', 'ProductList'],
      ['Lösungen', 'TwoSections'],
      ['Unternehmen', 'OneSection'],
      ['Service', 'ThreeSections'],
      ['Kontakt', null],
    ]);
    expect(menu[2]).toMatchObject({
      LinkedItem: { url: '/company' },
      Level3Items: [
        { Name: 'Unternehmen', Level3Items: expect.arrayContaining([{ Name: 'Geschichte', LinkedItem: { url: '/company/history' } }]) },
      ],
    });
    expect(menu[1].Level3Items.map((section: { Level3Items: unknown[] }) => section.Level3Items.length)).toEqual([8, 4]);
  });

  // A product family's page sits at its English name (spec discovery §2 flyout product links).
  const FAMILY_PAGE: Record<string, string> = {
    group: '/Sensors',
    technologies: '/Hot-air-tools',
    sensor: '/Micro-optics',
    'welding-tools': '/Nozzles',
  };

  it('serves every site in all four languages: home, content, 404 item and product-family pages', async () => {
    for (const site of ['group', 'technologies', 'sensor', 'welding-tools']) {
      for (const lang of ['en', 'de', 'fr', 'it']) {
        for (const item of ['/', '/company/history', '/404', FAMILY_PAGE[site]!]) {
          expect((await layout(item, lang, site)).status, `${site} ${lang} ${item}`).toBe(200);
        }
      }
    }
  });

  // Spec discovery §2 "Product-family search pages": the lister block after the heading and intro.
  it('puts the family lister after the heading and intro of a family page, on the sites that sell the family', async () => {
    const main = async (item: string, lang: string, site: string) =>
      (await json(layout(item, lang, site))).sitecore.route.placeholders['jss-main'] as Array<{
        componentName: string;
        uid: string;
        params?: Record<string, string>;
      }>;
    const en = await main('/Heat-guns', 'en', 'welding-tools');
    const de = await main('/Heat-guns', 'de', 'welding-tools');
    expect(en.map((rendering) => rendering.componentName)).toEqual(['Hero', 'RichText', 'ProductFamilyLister']);
    expect(en[2]).toMatchObject({
      componentName: 'ProductFamilyLister',
      params: { family: 'heat-guns' },
      fields: { Title: { value: 'All heat guns' } },
    });
    expect(de[2]).toMatchObject({
      uid: en[2]?.uid,
      params: { family: 'heat-guns' },
      fields: { Title: { value: 'Alle Heissluftpistolen' } },
    });
    expect((await main('/Wafer-processing-services', 'fr', 'sensor'))[2]).toMatchObject({ params: { family: 'wafer-processing' } });
    expect((await main('/Accessories', 'en', 'welding-tools'))[2]).toMatchObject({
      componentName: 'AccessoriesLister',
      fields: { Title: { value: 'All accessories' } },
    });
    expect((await main('/Accessories', 'en', 'welding-tools'))[2]?.params).toBeUndefined();
    expect((await main('/Nozzles', 'it', 'welding-tools'))[2]).toMatchObject({
      componentName: 'AccessoriesLister',
      params: { category: 'Nozzles' },
    });
    // Not on a site that does not sell the family, nor on the group site's headings.
    expect(await main('/Heat-guns', 'en', 'sensor')).toHaveLength(2);
    expect(await main('/Sensors', 'en', 'group')).toHaveLength(2);
  });

  it('looks items up case-insensitively, ignoring trailing slashes, and by id', async () => {
    const byPath = await json(layout('/Company/History/', 'en'));
    expect(byPath.sitecore.route.name).toBe('history');
    const byId = await json(layout(`{${byPath.sitecore.route.itemId}}`, 'fr'));
    expect(byId.sitecore.route.displayName).toBe('Histoire');
  });

  it('answers 404 with a body (context, route null) for unknown items, languages and sites', async () => {
    for (const response of [await layout('/nope', 'en'), await layout('/', 'es'), await layout('/', 'en', 'unknown-site')]) {
      expect(response.status).toBe(404);
      expect((await json(response)).sitecore.route).toBeNull();
    }
  });

  it('flags the restricted page and serves the 404 item with its fields', async () => {
    const restricted = await json(layout('/members', 'en'));
    expect(restricted.sitecore.route.fields['Is Page User Restricted']).toEqual({ value: true });
    const notFound = await json(layout('/404', 'it'));
    expect(notFound.sitecore.route.fields).toMatchObject({
      ErrorCode: { value: '404' },
      HomeLink: { value: { href: '/' } },
      ContactLink: { value: { href: '/contact' } },
    });
  });

  it('refuses a missing or wrong API key', async () => {
    expect((await layout('/', 'en', 'technologies', 'wrong')).status).toBe(401);
  });
});

it('has a seven-level trail for the breadcrumb, every level a page', async () => {
  const { sitecore } = await json(layout('/company/locations/europe/switzerland/sarnen/visitor-centre', 'en'));
  const response = await fetch(`${base}/sitecore/api/graph/edge`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', sc_apikey: API_KEY },
    body: JSON.stringify({
      query: 'query BreadcrumbItems($id: String!, $lang: String) { allpath(id: $id, lang: $lang) { breadcrumbs { name path } } }',
      variables: { id: sitecore.route.itemId, lang: 'en' },
    }),
  });
  const { data } = await json(response);
  expect(data.allpath.breadcrumbs.map((crumb: { name: string }) => crumb.name)).toEqual([
    'Home',
    'Company',
    'Locations',
    'Europe',
    'Switzerland',
    'Sarnen',
    'Visitor centre',
  ]);
});

describe('dictionary, products menu and regions', () => {
  it('serves dictionary phrases per site and language', async () => {
    const response = await fetch(`${base}/sitecore/api/jss/dictionary/sensor/fr?sc_apikey=${API_KEY}`);
    const dictionary = await json(response);
    expect(dictionary).toMatchObject({ lang: 'fr', app: 'sensor' });
    expect(dictionary.phrases['Footer.Copyright']).toContain('Kestrel Sensor AG');
  });

  it('serves products-menu SubItems with English names', async () => {
    const body = await json(fetch(`${base}/api/menu/products?site=technologies&sc_lang=de`));
    expect(body.SubItems[0]).toEqual({ Name: 'Heissluftgeräte', NameEn: 'Hot-air tools', ImageUrl: null });
  });

  it('serves the region → country → language tree', async () => {
    const body = await json(fetch(`${base}/api/LanguageSelector/regions?sc_lang=de`));
    expect(body.regions[0]).toMatchObject({ regionName: 'Europa', regionCode: 'EU' });
    expect(body.regions[0].countries[0]).toMatchObject({ iso: 'CH', regionName: 'Schweiz' });
    expect(body.regions[0].countries[0].languages.map((l: { iso: string }) => l.iso)).toEqual(['de-CH', 'fr-CH', 'it-CH', 'en']);
  });
});

describe('content GraphQL', () => {
  const post = (body: unknown, key = API_KEY) =>
    fetch(`${base}/sitecore/api/graph/edge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', sc_apikey: key },
      body: JSON.stringify(body),
    });

  it('answers BreadcrumbItems with the ancestors of an item', async () => {
    const page = await json(layout('/company/history', 'de'));
    const response = await post({
      query: 'query BreadcrumbItems($id: String!, $lang: String) { allpath(id: $id, lang: $lang) { breadcrumbs { id name path } } }',
      variables: { id: page.sitecore.route.itemId, lang: 'de' },
    });
    const { data } = await json(response);
    expect(data.allpath.breadcrumbs.map((b: { name: string; path: string }) => [b.name, b.path])).toEqual([
      ['Startseite', '/'],
      ['Unternehmen', '/company'],
      ['Geschichte', '/company/history'],
    ]);
  });

  it("answers Experience Edge's item(path, language) by id, by full content path and under the sc_site home", async () => {
    const query = `query Item($path: String!, $language: String!) {
      item(path: $path, language: $language) {
        id name displayName path url { path siteName } template { id name } hasChildren
        parent { url { path } }
        children(first: 1) { results { url { path } } total pageInfo { hasNext endCursor } }
      }
    }`;
    const company = await json(layout('/company', 'en'));
    const byId = (await json(post({ query, variables: { path: `{${company.sitecore.route.itemId.toUpperCase()}}`, language: 'en' } }))).data
      .item;
    expect(byId).toMatchObject({
      name: expect.any(String),
      path: '/sitecore/content/technologies/home/company',
      url: { path: '/company', siteName: 'technologies' },
      hasChildren: true,
      parent: { url: { path: '/' } },
    });
    expect(byId.template).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: expect.any(String) });
    expect(byId.children.results).toHaveLength(1);
    expect(byId.children.total).toBeGreaterThan(1);
    expect(byId.children.pageInfo.hasNext).toBe(true);

    const byFullPath = (
      await json(post({ query, variables: { path: '/sitecore/content/technologies/home/company/history', language: 'de' } }))
    ).data.item;
    expect(byFullPath).toMatchObject({ displayName: 'Geschichte', url: { path: '/company/history' } });

    const underSite = await fetch(`${base}/sitecore/api/graph/edge?sc_site=sensor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', sc_apikey: API_KEY },
      body: JSON.stringify({ query, variables: { path: '/company', language: 'fr' } }),
    });
    expect((await json(underSite)).data.item).toMatchObject({ url: { path: '/company', siteName: 'sensor' } });
    expect((await json(post({ query, variables: { path: '/nope', language: 'en' } }))).data.item).toBeNull();
  });

  it('lists the direct children of the home item, never the home item itself', async () => {
    const query = `query Home($path: String!) { item(path: $path, language: "en") { id children(first: 1000) { results { id url { path } } } } }`;
    const home = (await json(post({ query, variables: { path: '/sitecore/content/technologies/home' } }))).data.item;
    const paths = home.children.results.map((child: { url: { path: string } }) => child.url.path);
    expect(paths).toContain('/company');
    expect(paths).not.toContain('/');
    expect(paths.every((path: string) => /^\/[^/]+$/.test(path))).toBe(true);
    expect(home.children.results.map((child: { id: string }) => child.id)).not.toContain(home.id);
  });

  it('rejects queries the schema does not have, and requests without a key', async () => {
    const invalid = await json(post({ query: '{ allpath(id: "x") { nope } }' }));
    expect(invalid.errors[0].message).toMatch(/Cannot query field "nope"/);
    expect((await post({ query: '{ __typename }' }, 'wrong')).status).toBe(401);
    const notJson = await fetch(`${base}/sitecore/api/graph/edge`, { method: 'POST', headers: { sc_apikey: API_KEY }, body: '{' });
    expect(notJson.status).toBe(400);
  });
});

describe('block pages', () => {
  it('has the block index and the kitchen-sink page in every language', async () => {
    for (const language of ['en', 'de', 'fr', 'it']) {
      for (const item of ['/blocks', '/qa/kitchen-sink']) {
        const { sitecore } = await json(layout(item, language));
        expect(sitecore.route.placeholders['jss-main'][0].componentName).toBe('Hero');
      }
    }
  });
});

describe('home pages and editor notices (issue 12)', () => {
  type Rendering = { componentName: string; fields: Record<string, unknown> };
  const SITES = ['group', 'technologies', 'sensor', 'welding-tools'];
  const LANGUAGES = ['en', 'de', 'fr', 'it'];
  /** Renderings that would show editors' notices: the blocks of spec discovery §8 with no datasource fields. */
  const NOTICE_BLOCKS = ['Accordion', 'DownloadTeaser', 'ImageSlider', 'HeroSlider', 'EventInformation'];
  const notices = (main: Rendering[]) =>
    main.filter((rendering) => NOTICE_BLOCKS.includes(rendering.componentName) && Object.keys(rendering.fields).length === 0);
  const mainOf = async (item: string, language: string, site: string): Promise<Rendering[]> =>
    (await json(layout(item, language, site))).sitecore.route.placeholders['jss-main'];

  it('seeds every brand’s home page like a corporate home page, in every language', async () => {
    for (const site of SITES) {
      for (const language of LANGUAGES) {
        const main = await mainOf('/', language, site);
        const kinds = main.map((rendering) => rendering.componentName);
        // Hero with a picture, product families, a news story, events, a career promotion, contact.
        expect(kinds, `${site} ${language}`).toEqual(
          expect.arrayContaining(['StartPageHero', 'ImageTeasers', 'StoryBox', 'RichTextTeasers', 'CareerPromotionBox', 'PersonHolderBox']),
        );
        expect(kinds[0]).toBe('StartPageHero');
        const hero = main[0]!.fields as { Image: { value: { src: string } }; Title: { value: string } };
        expect(hero.Image.value.src).toMatch(/^\/-\/media\/home-[a-z-]+\.jpg$/);
        expect(hero.Title.value).not.toBe('');
        const families = main.find((rendering) => rendering.componentName === 'ImageTeasers')!.fields['Teasers'] as unknown[];
        expect(families.length).toBeGreaterThanOrEqual(3);
        // The shop brands promote the shop.
        expect(kinds.includes('RegistrationPromotion'), `${site} shop promotion`).toBe(site === 'technologies' || site === 'welding-tools');
        expect(notices(main)).toEqual([]);
      }
    }
    // Copy is per language and per brand.
    const titles = async (site: string, language: string) =>
      ((await mainOf('/', language, site))[0]!.fields['Text'] as { value: string }).value;
    expect(new Set(await Promise.all(LANGUAGES.map((language) => titles('sensor', language)))).size).toBe(4);
    expect(new Set(await Promise.all(SITES.map((site) => titles(site, 'en'))))).toHaveProperty('size', 4);
  });

  it('keeps editor notices off the kitchen sink and the block pages, on the test page /qa/missing-content only', async () => {
    for (const language of LANGUAGES) {
      expect(notices(await mainOf('/qa/kitchen-sink', language, 'technologies'))).toEqual([]);
      for (const block of ['accordion', 'download-teaser', 'image-slider', 'hero-slider', 'event-information']) {
        expect(notices(await mainOf(`/blocks/${block}`, language, 'technologies'))).toEqual([]);
      }
      const test = await mainOf('/qa/missing-content', language, 'group');
      expect(test[0]!.componentName).toBe('Hero');
      expect(
        notices(test)
          .map((rendering) => rendering.componentName)
          .sort(),
      ).toEqual([...NOTICE_BLOCKS].sort());
    }
    // The test page is in no menu.
    const { sitecore } = await json(layout('/', 'en', 'technologies'));
    expect(JSON.stringify([sitecore.route.placeholders['jss-header'], sitecore.route.placeholders['jss-footer']])).not.toContain('/qa/');
  });
});

describe('wildcard items', () => {
  it('answers any order id under /my-account/orders/detail/ with the wildcard item (OrderDetail), on shop sites only', async () => {
    const response = await layout('/my-account/orders/detail/5400000001003', 'en');
    expect(response.status).toBe(200);
    const { sitecore } = await json(response);
    expect(sitecore.route.placeholders['jss-main'].map((c: { componentName: string }) => c.componentName)).toContain('OrderDetail');
    expect((await layout('/my-account/orders/detail/5400000001003', 'en', 'sensor')).status).toBe(404);
    // Only one level: a deeper path is not the wildcard's.
    expect((await layout('/my-account/orders/detail/1/2', 'en')).status).toBe(404);
  });
});

describe('favourite contacts (spec account §3, §7: contact details from content GraphQL by id)', () => {
  const graph = async (query: string, variables: Record<string, unknown>, site?: string) =>
    json(
      fetch(`${base}/sitecore/api/graph/edge${site ? `?sc_site=${site}` : ''}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', sc_apikey: API_KEY },
        body: JSON.stringify({ query, variables }),
      }),
    );
  const FIELDS = ['companyName', 'street', 'streetNumber', 'streetAddendum', 'zipCode', 'city', 'country', 'phone']
    .map((name) => `${name}: field(name: "${name}") { value }`)
    .join(' ');

  it('answers a contact by its id in the account API notation, with every field, in the language', async () => {
    const { data } = await graph(`query ($id: String!, $language: String!) { item(path: $id, language: $language) { id ${FIELDS} } }`, {
      id: '{6F1D2C3A-0000-4000-8000-000000000002}',
      language: 'de',
    });
    expect(data.item.id).toBe('6f1d2c3a-0000-4000-8000-000000000002');
    const values = Object.fromEntries(
      Object.entries(data.item)
        .filter(([key]) => key !== 'id')
        .map(([key, field]) => [key, (field as { value: string }).value]),
    );
    expect(values).toEqual({
      companyName: 'Kestrel Deutschland GmbH',
      street: 'Hafenstraße',
      streetNumber: '4a',
      streetAddendum: 'Gebäude C',
      zipCode: '20457',
      city: 'Hamburg',
      country: 'Deutschland',
      phone: '+49 40 555 02 00',
    });
  });

  it('lists the four contacts as the folder’s children, whatever site asks', async () => {
    const query = `query ($folder: String!, $language: String!) { item(path: $folder, language: $language) { children(first: 100) { results { id companyName: field(name: "companyName") { value } } } } }`;
    const { data } = await graph(query, { folder: '{6F1D2C3A-0000-4000-8000-000000000000}', language: 'en' }, 'sensor');
    expect(data.item.children.results.map((item: { id: string }) => item.id).sort()).toEqual(
      [1, 2, 3, 4].map((n) => `6f1d2c3a-0000-4000-8000-00000000000${n}`),
    );
  });

  it('contacts are no page of any site', async () => {
    expect((await layout('/data/contacts/kestrel-italy', 'en')).status).toBe(404);
  });
});
