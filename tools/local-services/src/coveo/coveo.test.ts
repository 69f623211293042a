/** Contract of the Coveo Search API v2 stand-in: tokens, search, facets, group-by, query suggest, facet search, plan, and the real engine against it. */
import { buildFacet, buildNumericFacet, buildResultList, buildSearchBox, buildSearchEngine, type SearchEngine } from '@coveo/headless';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestServer } from '../test-app.ts';
import { DEFAULT_COVEO_API_KEY, SEARCH_BASE } from './routes.ts';

let app: TestServer;
let token: string;

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const post = async (path: string, body: unknown, auth: string | null = token): Promise<{ status: number; body: Body }> => {
  const response = await fetch(`${app.base}${SEARCH_BASE}${path}?organizationId=kestrellocal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Body) : {} };
};

const issue = async (body: Body, key = DEFAULT_COVEO_API_KEY) => post('/token', body, key);
const user = { userIds: [{ name: 'visitor@example.com', provider: 'Email Security Provider', type: 'User' }] };
const EN_TECH = '@language==en AND @site==technologies';

beforeAll(async () => {
  app = await startTestApp({ products: 60, apiKey: 'test-key' });
  token = (await issue(user)).body['token'] as string;
});
afterAll(() => app.close());

describe('search tokens', () => {
  it('issues a JWT for the API key and refuses a wrong or missing key', async () => {
    const good = await issue({ ...user, filter: '@isprelaunch==false', validFor: 60_000, searchHub: 'Heat-Guns' });
    expect(good.status).toBe(200);
    const [, payload] = (good.body['token'] as string).split('.');
    const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString()) as Body;
    expect(claims).toMatchObject({ filter: '@isprelaunch==false', searchHub: 'Heat-Guns', userIds: user.userIds });
    expect(claims['exp'] - claims['iat']).toBeLessThanOrEqual(61);
    expect((await issue(user, 'wrong-key')).status).toBe(401);
    expect((await issue(user, '')).body).toMatchObject({ statusCode: 401, type: 'InvalidTokenException' });
    expect((await issue({ userIds: [] })).status).toBe(400);
    expect((await issue({ ...user, validFor: 2 * 86_400_000 })).status).toBe(400);
  });

  it('answers 401 without a token or with a bad one, 419 when it has expired', async () => {
    expect(await post('', { q: 'calora' }, null)).toMatchObject({ status: 401, body: { statusCode: 401, type: 'InvalidTokenException' } });
    expect((await post('', { q: 'calora' }, 'not-a-token')).status).toBe(401);
    expect((await post('/querySuggest', { q: 'cal' }, `${token}x`)).status).toBe(401);
    const short = (await issue({ ...user, validFor: 1 })).body['token'] as string;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await post('', { q: 'calora' }, short)).toMatchObject({ status: 419, body: { statusCode: 419, type: 'ExpiredTokenException' } });
  });

  it("ANDs the token's filter into every query", async () => {
    const all = await post('', { aq: '@language==en AND @isprelaunch==true', numberOfResults: 0 });
    expect(all.body['totalCount']).toBeGreaterThan(0);
    const restricted = (await issue({ ...user, filter: '@isprelaunch==false' })).body['token'] as string;
    const filtered = await post('', { aq: '@language==en AND @isprelaunch==true', numberOfResults: 0 }, restricted);
    expect(filtered.body['totalCount']).toBe(0);
  });
});

describe('search', () => {
  it('finds a product by part of its name, products before their variants and downloads', async () => {
    const { status, body } = await post('', { q: 'calora', aq: EN_TECH, numberOfResults: 5 });
    expect(status).toBe(200);
    const first = body['results'][0] as Body;
    expect(first).toMatchObject({ title: 'CALORA S3', clickUri: '/en/product/CALORA-S3/142-270' });
    expect(first['raw']).toMatchObject({
      herotemplatename: 'Product',
      source: 'kestrel-technologies',
      site: 'technologies',
      tenant: 'technologies',
      language: 'en',
      pimclassification: 'hot-air-tools',
      masterproductrelativeurl: '/en/product/CALORA-S3',
      target_article_number: '142.270',
      isphasedout: 'false',
      isprelaunch: 'false',
    });
    for (const key of ['title', 'uri', 'printableUri', 'uniqueId', 'excerpt', 'searchUid']) expect(first[key]).toEqual(expect.any(String));
    expect(body).toMatchObject({
      totalCountFiltered: body['totalCount'],
      pipeline: 'default',
      searchUid: expect.any(String),
      duration: expect.any(Number),
    });
  });

  it('finds a variant by its article number first, and forgives a typo', async () => {
    const { body } = await post('', { q: '142.271', aq: '@language==en' });
    expect(body['results'][0]['raw']).toMatchObject({
      herotemplatename: 'Variant',
      variantarticlenumber: '142.271',
      variantnametranslated: 'CALORA S3 142.271',
    });
    const typo = await post('', { q: 'calroa', aq: EN_TECH });
    expect(typo.body['results'][0]['title']).toBe('CALORA S3');
  });

  it('counts facet values, and a selection narrows the results and the other facets but not its own values', async () => {
    const facet = (values: Body[] = []) => ({
      type: 'specific',
      facetId: 'template',
      field: 'herotemplatename',
      numberOfValues: 999,
      currentValues: values,
      sortCriteria: 'alphanumeric',
      freezeCurrentValues: false,
      isFieldExpanded: false,
      injectionDepth: 1000,
      filterFacetCount: true,
    });
    const classFacet = {
      type: 'specific',
      facetId: 'class',
      field: 'pimclassification',
      numberOfValues: 999,
      currentValues: [],
      sortCriteria: 'occurrences',
    };
    const open = await post('', { aq: EN_TECH, facets: [facet(), classFacet], numberOfResults: 0 });
    const templates = open.body['facets'][0] as Body;
    expect(templates).toMatchObject({ facetId: 'template', field: 'herotemplatename', moreValuesAvailable: false });
    const names = (templates['values'] as Body[]).map((v) => v['value']);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const products = (templates['values'] as Body[]).find((v) => v['value'] === 'Product') as Body;
    expect(products).toMatchObject({ state: 'idle', numberOfResults: expect.any(Number) });

    const selected = await post('', {
      aq: EN_TECH,
      facets: [facet([{ value: 'Product', state: 'selected' }]), classFacet],
      numberOfResults: 0,
    });
    expect(selected.body['totalCount']).toBe(products['numberOfResults']);
    expect(selected.body['facets'][0]['values']).toEqual(
      templates['values'].map((v: Body) => (v['value'] === 'Product' ? { ...v, state: 'selected' } : v)),
    );
    const classCounts = (selected.body['facets'][1]['values'] as Body[]).reduce((sum, v) => sum + (v['numberOfResults'] as number), 0);
    expect(classCounts).toBe(products['numberOfResults']);
  });

  it('answers 5 automatic ranges for a numeric facet, and a selected range filters', async () => {
    const power = (currentValues: Body[] = []) => ({
      type: 'numericalRange',
      facetId: 'power',
      field: 'power',
      generateAutomaticRanges: true,
      numberOfValues: 5,
      currentValues,
      injectionDepth: 1000,
    });
    const { body } = await post('', { aq: `${EN_TECH} AND @herotemplatename==Product`, facets: [power()], numberOfResults: 0 });
    const values = body['facets'][0]['values'] as Body[];
    expect(values).toHaveLength(5);
    expect(values[4]).toMatchObject({ endInclusive: true, state: 'idle' });
    expect(values.reduce((sum, v) => sum + v['numberOfResults'], 0)).toBe(body['totalCount'] - 0);
    const chosen = { ...values[0], state: 'selected' } as Body;
    const narrowed = await post('', {
      aq: `${EN_TECH} AND @herotemplatename==Product`,
      facets: [power(values.map((v) => (v === values[0] ? chosen : v)))],
      numberOfResults: 0,
    });
    expect(narrowed.body['totalCount']).toBe(values[0]?.['numberOfResults']);
  });

  // Spec discovery §2 "Product-family search pages", §9 (5 automatic ranges, kg with 2 decimals).
  const lister = (family: string, language = 'en', site = 'welding-tools') =>
    `@language==${language} AND @site==${site} AND @pimclassification==${family} AND @herotemplatename==Product AND @isphasedout==false AND @isprelaunch==false`;

  it('answers the heat-gun lister its facets: localized device shapes and features with counts, 5 weight ranges', async () => {
    const specific = (field: string) => ({
      type: 'specific',
      facetId: field,
      field,
      numberOfValues: 999,
      currentValues: [],
      sortCriteria: 'alphanumeric',
    });
    const weight = {
      type: 'numericalRange',
      facetId: 'weight',
      field: 'weight',
      generateAutomaticRanges: true,
      numberOfValues: 5,
      currentValues: [],
      injectionDepth: 1000,
    };
    const { body } = await post('', {
      aq: lister('heat-guns'),
      facets: [specific('deviceshape'), specific('features'), specific('nozzleconnection'), specific('applications'), weight],
      numberOfResults: 0,
    });
    const total = body['totalCount'] as number;
    expect(total).toBeGreaterThan(2);
    const [shapes, features, nozzles, applications, weights] = body['facets'] as Body[];
    const count = (facet: Body) => (facet['values'] as Body[]).reduce((sum, v) => sum + (v['numberOfResults'] as number), 0);
    expect(shapes?.['values'].map((v: Body) => v['value'])).toEqual(expect.arrayContaining(['Pistol grip']));
    expect(shapes?.['values'][0]).toMatchObject({ state: 'idle', numberOfResults: expect.any(Number) });
    expect(count(shapes as Body)).toBe(total); // single value per product
    expect(count(nozzles as Body)).toBe(total);
    expect(count(features as Body)).toBeGreaterThanOrEqual(total); // several per product
    expect(count(applications as Body)).toBeGreaterThanOrEqual(2 * total);
    expect(weights?.['values']).toHaveLength(5);
    expect(count(weights as Body)).toBe(total);
    const german = await post('', { aq: lister('heat-guns', 'de'), facets: [specific('deviceshape')], numberOfResults: 0 });
    expect(german.body['facets'][0]['values'].map((v: Body) => v['value'])).toEqual(expect.arrayContaining(['Pistolengriff']));
  });

  it('gives every product and variant of a lister family its facet and numeric fields', async () => {
    const fields = {
      'heat-guns': ['applications', 'deviceshape', 'nozzleconnection', 'features', 'power', 'temperature', 'airflow', 'weight'],
      'extrusion-welders': ['applications', 'deviceshape', 'nozzleconnection', 'features', 'power', 'temperature', 'airflow', 'weight'],
      'welding-machines': ['applications', 'weldingtechnology', 'seamtype', 'stationaryoperation', 'datarecording', 'speed'],
      'laser-gas-detection': ['applications', 'solutions'],
    };
    for (const [family, names] of Object.entries(fields)) {
      const site = family === 'heat-guns' ? 'welding-tools' : family === 'laser-gas-detection' ? 'sensor' : 'technologies';
      const { body } = await post('', {
        aq: `@language==fr AND @site==${site} AND @pimclassification==${family} AND @herotemplatename==("Product","Variant")`,
        fieldsToInclude: names,
        numberOfResults: 1000,
      });
      expect(new Set(body['results'].map((result: Body) => result['raw']['herotemplatename'])), family).toEqual(
        new Set(['Product', 'Variant']),
      );
      for (const result of body['results'] as Body[])
        for (const name of names) expect(result['raw'][name], `${family} ${name}`).toBeDefined();
    }
  });

  it('names on an accessory the products it fits, so the accessories lister can narrow to one (spec discovery §5)', async () => {
    const { body: devices } = await post('', {
      aq: `${EN_TECH} AND @herotemplatename==Product AND @pimclassification==heat-guns`,
      fieldsToInclude: ['masterproductname'],
      numberOfResults: 50,
    });
    const names = (devices['results'] as Body[]).map((result) => String(result['raw']['masterproductname']));
    const fitting = await Promise.all(
      names.map(async (name) => {
        const { body } = await post('', {
          aq: `${EN_TECH} AND @herotemplatename==Accessory AND @compatibleproducts=="${name}"`,
          fieldsToInclude: ['compatibleproducts'],
        });
        for (const result of body['results'] as Body[]) expect(result['raw']['compatibleproducts']).toContain(name);
        return body['totalCount'] as number;
      }),
    );
    expect(fitting.some((count) => count > 0)).toBe(true);
    const { body: all } = await post('', { aq: `${EN_TECH} AND @herotemplatename==Accessory` });
    expect(Math.max(...fitting)).toBeLessThan(all['totalCount'] as number);
  });

  it('groups by herotemplatename with and without the constant query override', async () => {
    const groupBy = [{ field: '@herotemplatename', maxNumberOfValues: 20, injectionDepth: 10000, constantQueryOverride: '@language==en' }];
    const { body } = await post('', { cq: '@language==en AND @herotemplatename==Job', groupBy, numberOfResults: 0 });
    const counts = Object.fromEntries((body['groupByResults'][0]['values'] as Body[]).map((v) => [v['value'], v['numberOfResults']]));
    expect(body['groupByResults'][0]['field']).toBe('herotemplatename');
    for (const template of ['Product', 'Variant', 'Accessory', 'Download', 'Story', 'Job', 'Event', 'Expertise', 'Solution', 'Universal']) {
      expect(counts[template], template).toBeGreaterThan(0);
    }
    expect(body['totalCount']).toBe(counts['Job']);
    expect(body['groupByResults'][0]['values'][0]).toMatchObject({ lookupValue: expect.any(String), numberOfResults: expect.any(Number) });
  });

  it('pages and sorts', async () => {
    const aq = `${EN_TECH} AND @herotemplatename==Variant`;
    const page1 = await post('', { aq, sortCriteria: '@variantarticlenumber ascending', firstResult: 0, numberOfResults: 30 });
    const page2 = await post('', { aq, sortCriteria: '@variantarticlenumber ascending', firstResult: 30, numberOfResults: 30 });
    const numbers = [...page1.body['results'], ...page2.body['results']].map((r: Body) => r['raw']['variantarticlenumber'] as string);
    expect(numbers).toHaveLength(60);
    expect(numbers).toEqual([...numbers].sort());
    expect(new Set(numbers).size).toBe(60);
    const events = await post('', {
      aq: '@language==en AND @herotemplatename==Event',
      sortCriteria: '@eventstartdate descending',
      numberOfResults: 10,
    });
    const starts = (events.body['results'] as Body[]).map((r) => r['raw']['eventstartdate'] as number);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });

  it('answers 400 for a malformed expression and answers a huge q', async () => {
    expect(await post('', { aq: '@language==(en' })).toMatchObject({ status: 400, body: { statusCode: 400, message: expect.any(String) } });
    expect((await post('', { cq: 'AND AND' })).status).toBe(400);
    expect((await post('', { aq: '@power>=abc' })).status).toBe(400);
    const huge = await post('', { q: `calora ${'(@x==1 OR "y" NOT z) '.repeat(250)}`.slice(0, 5000), aq: EN_TECH });
    expect(huge.status).toBe(200);
    expect(huge.body['results']).toEqual(expect.any(Array));
  });

  it('never answers 5xx to hostile input', async () => {
    const bodies: unknown[] = [
      [],
      'text',
      { q: 42, aq: ['x'], facets: 'no', groupBy: {}, numberOfResults: 1e9, firstResult: -5 },
      { facets: [null, 1, { type: 'numericalRange', field: 'power', currentValues: [{ start: 'a', end: null, state: 'selected' }] }] },
      {
        facets: [
          { type: 'dateRange', field: 'eventstartdate', currentValues: [{ start: '2026/01/01@00:00:00', end: 'x', state: 'selected' }] },
        ],
      },
      { facets: [{ type: 'hierarchical', field: 'category', currentValues: [{}] }], groupBy: [null, { field: 7 }] },
      { q: '"AND" OR NOT (( NEAR ) * ^ $qre', fieldsToInclude: [null, 1] },
      { aq: `${'NOT '.repeat(5000)}@language==en` },
      { aq: '('.repeat(5000) },
      { aq: `@date>=2026/01/01@00:00:00 @eventstartdate<=2030/12/31` },
      { q: '\u0000\uffff 💥 ' },
    ];
    for (const body of bodies) {
      for (const path of ['', '/querySuggest', '/facet', '/plan']) {
        const { status } = await post(path, body);
        expect(status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500);
      }
    }
    const broken = await fetch(`${app.base}${SEARCH_BASE}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: '{"q":',
    });
    expect(broken.status).toBe(400);
  });

  it('supports the query operators the site uses', async () => {
    const count = async (aq: string) => (await post('', { aq, numberOfResults: 0 })).body['totalCount'] as number;
    const en = await count('@language==en');
    expect(await count('@language==("en","de")')).toBe(en + (await count('@language==de')));
    expect(await count('@language==en NOT @herotemplatename==Download')).toBe(
      en - (await count('@language==en @herotemplatename==Download')),
    );
    expect(await count('@language==en AND @power==1000..2000')).toBe(await count('@language==en @power>=1000 @power<=2000'));
    expect(await count('@language<>en OR @language==en')).toBe(await count('@source'));
    const events = await count('@language==en @herotemplatename==Event');
    const from2027 = await count('@language==en @herotemplatename==Event @eventstartdate>=2027/01/01@00:00:00');
    expect(from2027).toBeGreaterThan(0);
    expect(from2027).toBeLessThan(events);
    expect(await count('@language==en @herotemplatename==Event @eventstartdate==2000/01/01..2026/12/31@23:59:59')).toBe(events - from2027);
  });
});

describe('query suggest, facet search, plan, analytics', () => {
  it('completes a prefix with highlighted completions', async () => {
    const { status, body } = await post('/querySuggest', { q: 'calo', count: 5, locale: 'en' });
    expect(status).toBe(200);
    expect(body['completions'][0]).toMatchObject({
      expression: expect.stringContaining('calora'),
      highlighted: expect.stringContaining('{calo}[ra]'),
      score: expect.any(Number),
      executableConfidence: expect.any(Number),
    });
    expect(body['responseId']).toEqual(expect.any(String));
  });

  it('searches facet values within the search context', async () => {
    const { body } = await post('/facet', {
      field: 'pimclassification',
      type: 'specific',
      query: '*heat*',
      numberOfValues: 10,
      ignoreValues: [],
      captions: {},
      searchContext: { aq: EN_TECH },
    });
    expect(body['values'].length).toBeGreaterThan(0);
    for (const value of body['values'] as Body[])
      expect(value).toMatchObject({
        rawValue: expect.stringContaining('heat'),
        displayValue: expect.any(String),
        count: expect.any(Number),
      });
    expect(body['moreValuesAvailable']).toBe(false);
  });

  it('answers the plan and accepts analytics', async () => {
    expect((await post('/plan', { q: 'calora' })).body).toEqual({
      preprocessingOutput: { triggers: [] },
      parsedInput: { basicExpression: 'calora', largeExpression: '' },
    });
    expect((await fetch(`${app.base}/rest/ua/v15/analytics/search?org=x`, { method: 'POST', body: '{}' })).status).toBe(200);
    expect((await fetch(`${app.base}/rest/organizations/x/events/v1?debug=false`, { method: 'POST', body: '[]' })).status).toBe(200);
  });

  it('breaks on the malformed fault switch and recovers', async () => {
    await fetch(`${app.base}/__faults/coveo`, { method: 'PUT', body: JSON.stringify({ mode: 'malformed' }) });
    const response = await fetch(`${app.base}${SEARCH_BASE}?organizationId=x`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: '{}',
    });
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
    await fetch(`${app.base}/__faults/coveo`, { method: 'DELETE' });
    expect((await post('', {})).status).toBe(200);
  });
});

describe('the real @coveo/headless engine', () => {
  /** Resolves when a search newer than the current one has been answered. */
  const settle = (engine: SearchEngine) => {
    const before = engine.state.search?.response.searchUid ?? '';
    return new Promise<void>((resolve) => {
      const unsubscribe = engine.subscribe(() => {
        const uid = engine.state.search?.response.searchUid ?? '';
        if (!engine.state.search?.isLoading && uid && uid !== before) {
          unsubscribe();
          resolve();
        }
      });
    });
  };

  it('runs a search with a search box, a result list and facets, and renews an expired token', async () => {
    const expired = (await issue({ ...user, validFor: 1 })).body['token'] as string;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    let renewals = 0;
    const engine = buildSearchEngine({
      configuration: {
        organizationId: 'kestrellocal',
        accessToken: expired,
        renewAccessToken: async () => {
          renewals++;
          return token;
        },
        search: { proxyBaseUrl: `${app.base}${SEARCH_BASE}`, searchHub: 'Heat-Guns', pipeline: 'SearchProduct', locale: 'en' },
        analytics: { enabled: false },
      },
      loggerOptions: { level: 'silent' },
    });
    const box = buildSearchBox(engine);
    const results = buildResultList(engine, {
      options: { fieldsToInclude: ['herotemplatename', 'variantarticlenumber', 'masterproductrelativeurl'] },
    });
    const facet = buildFacet(engine, { options: { field: 'herotemplatename', numberOfValues: 20, sortCriteria: 'alphanumeric' } });
    const power = buildNumericFacet(engine, { options: { field: 'power', generateAutomaticRanges: true, numberOfValues: 5 } });
    box.updateText('calora');
    const done = settle(engine);
    box.submit();
    await done;
    expect(renewals).toBeGreaterThan(0);
    expect(engine.state.search?.response.results.length).toBeGreaterThan(0);
    expect(results.state.results[0]?.raw['herotemplatename']).toBe('Product');
    expect(facet.state.values.map((value) => value.value)).toContain('Variant');
    expect(power.state.values.length).toBeGreaterThan(0);

    const selected = settle(engine);
    facet.toggleSelect({ value: 'Variant', state: 'idle', numberOfResults: 0 });
    await selected;
    expect(results.state.results.every((result) => result.raw['herotemplatename'] === 'Variant')).toBe(true);
    expect(facet.state.values.find((value) => value.value === 'Variant')?.state).toBe('selected');
  });
});
