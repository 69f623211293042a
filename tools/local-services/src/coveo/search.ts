import { randomUUID } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { parseExpression, parseNumberOrDate, QuerySyntaxError, type Fields } from './query-language.ts';
import type { FieldValue } from './seed/documents.ts';

/**
 * The stand-in's Coveo index in memory (documents from coveo_documents) with SQLite FTS5 for the
 * basic query (bm25, prefix terms, typo correction against the fts5vocab vocabulary). Evaluates
 * a Search API v2 request: query parts, facets (a facet's own selection does not narrow its own
 * values), group-by, sort and paging, and answers in Coveo's response shape.
 */
export interface IndexedDocument {
  id: number;
  title: string;
  clickUri: string;
  excerpt: string;
  raw: Fields;
  norm: Record<string, string[]>;
  text: string;
}

type Json = Record<string, unknown>;
type DocumentTest = (doc: IndexedDocument) => boolean;

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const num = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const obj = (value: unknown): Json => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {});

const MAX_TERMS = 32;
const PARTIAL_MATCH_TERMS = 8;

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function queryTerms(q: string): string[] {
  return normalize(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 0)
    .slice(0, MAX_TERMS);
}

/** Edit distance with adjacent transpositions (optimal string alignment), cut off above `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const above = rows[i - 1] as number[];
      let value = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return (rows[a.length] as number[])[b.length] as number;
}

const FIELD_VALUE_LIMIT = 999;

/** The stand-in's ranking rule (a query pipeline's boost): products before their variants, downloads last. bm25 is negative, larger magnitude = better. */
const TEMPLATE_BOOST: Record<string, number> = { Product: 1.6, Accessory: 1.4, Variant: 1.2, Download: 0.5 };

export class CoveoIndex {
  readonly documents: IndexedDocument[];
  readonly #match: StatementSync;
  readonly #titleMatch: StatementSync;
  readonly #hasPrefix: StatementSync;
  readonly #vocabulary: string[];
  readonly #expressions = new Map<string, DocumentTest>();
  readonly #corrections = new Map<string, string>();
  /** The last basic queries' scores (a search asks again for its group-by; paging repeats a query). */
  readonly #fullTextCache = new Map<string, Map<number, number>>();

  constructor(db: DatabaseSync) {
    const rows = db.prepare('SELECT id, json FROM coveo_documents ORDER BY id').all() as Array<{ id: number; json: string }>;
    this.documents = rows.map((row) => {
      const stored = JSON.parse(row.json) as Pick<IndexedDocument, 'title' | 'clickUri' | 'excerpt' | 'raw'>;
      const norm: Record<string, string[]> = {};
      for (const [field, value] of Object.entries(stored.raw)) norm[field] = valuesOf(value).map((v) => v.toLowerCase());
      return { id: row.id, ...stored, norm, text: `${stored.title}\n${stored.excerpt}`.toLowerCase() };
    });
    this.#match = db.prepare('SELECT rowid AS id, bm25(coveo_fts, 10.0, 20.0, 1.0) AS score FROM coveo_fts WHERE coveo_fts MATCH ?');
    this.#titleMatch = db.prepare(
      'SELECT rowid AS id, bm25(coveo_fts, 10.0, 20.0, 1.0) AS score FROM coveo_fts WHERE coveo_fts MATCH ? ORDER BY score LIMIT 400',
    );
    this.#hasPrefix = db.prepare('SELECT term FROM coveo_vocab WHERE term >= ? AND term < ? LIMIT 1');
    this.#vocabulary = (db.prepare('SELECT term FROM coveo_vocab WHERE term GLOB ?').all('[a-z]*') as Array<{ term: string }>).map(
      (row) => row.term,
    );
  }

  byId(id: number): IndexedDocument | undefined {
    return this.documents[id - 1];
  }

  /**
   * A query expression as a test of a document; throws QuerySyntaxError. The index does not
   * change, so an expression is evaluated once over every document and its matches are kept (the
   * site sends the same few language, tenant and tab expressions over and over).
   */
  expression(text: string | undefined): DocumentTest | null {
    if (!text || !text.trim()) return null;
    const cached = this.#expressions.get(text);
    if (cached) return cached;
    const predicate = parseExpression(text);
    const matches = new Uint8Array(this.documents.length + 1);
    for (const doc of this.documents) matches[doc.id] = predicate(doc) ? 1 : 0;
    const test: DocumentTest = (doc) => matches[doc.id] === 1;
    if (this.#expressions.size >= 500) this.#expressions.delete(this.#expressions.keys().next().value as string);
    this.#expressions.set(text, test);
    return test;
  }

  /** A term as it is, or the nearest vocabulary term when nothing in the index starts with it (typo tolerance). */
  correct(term: string): string {
    if (term.length < 4 || /\d/.test(term)) return term;
    const cached = this.#corrections.get(term);
    if (cached !== undefined) return cached;
    let best = term;
    if (!this.#hasPrefix.get(term, `${term}\uffff`)) {
      let bestDistance = term.length >= 5 ? 3 : 2;
      for (const candidate of this.#vocabulary) {
        const distance = editDistance(term, candidate, bestDistance - 1);
        if (distance < bestDistance) {
          best = candidate;
          bestDistance = distance;
        }
      }
    }
    if (this.#corrections.size > 5000) this.#corrections.clear();
    this.#corrections.set(term, best);
    return best;
  }

  /** FTS5 expression of a basic query: article numbers exactly, else every term (prefix on the last, typo-corrected); long queries match any term. */
  ftsQuery(q: string, prefixAll = false): { expression: string; corrected: string[] } | null {
    const trimmed = q.trim();
    const article = /^(\d{3})[.-](\d{3})$/.exec(trimmed);
    if (article) return { expression: `codes : "${article[1]}${article[2]}" OR "${article[1]} ${article[2]}"`, corrected: [] };
    const terms = queryTerms(q);
    if (terms.length === 0) return null;
    const corrected = terms.map((term) => this.correct(term));
    const parts = corrected.map((term, index) => {
      const prefix = prefixAll || index === corrected.length - 1 ? '*' : '';
      return `"${term.replaceAll('"', '')}"${prefix}`;
    });
    return { expression: parts.join(terms.length > PARTIAL_MATCH_TERMS ? ' OR ' : ' '), corrected };
  }

  /** bm25 score (lower is better) per matching document id. */
  fullText(q: string): Map<number, number> | null {
    const cached = this.#fullTextCache.get(q);
    if (cached) return cached;
    const query = this.ftsQuery(q);
    if (!query) return null;
    const scores = new Map<number, number>();
    for (const row of this.#match.all(query.expression) as Array<{ id: number; score: number }>) {
      const template = String(this.byId(row.id)?.raw['herotemplatename'] ?? '');
      scores.set(row.id, row.score * (TEMPLATE_BOOST[template] ?? 1));
    }
    if (this.#fullTextCache.size >= 50) this.#fullTextCache.delete(this.#fullTextCache.keys().next().value as string);
    this.#fullTextCache.set(q, scores);
    return scores;
  }

  titleMatches(q: string): Array<{ id: number; score: number }> {
    const query = this.ftsQuery(q, true);
    if (!query) return [];
    return this.#titleMatch.all(query.expression) as Array<{ id: number; score: number }>;
  }
}

// ---- facets ----------------------------------------------------------------------------------

interface FacetPlan {
  request: Json;
  facetId: string;
  field: string;
  type: string;
  /** Does a document pass this facet's selection (null: nothing selected). */
  filter: ((doc: IndexedDocument) => boolean) | null;
  ranges: Array<{ start: number; end: number; endInclusive: boolean; state: string }>;
}

/** Counts each document once per distinct value of a field. */
function countValues(docs: IndexedDocument[], field: string, counts: Map<string, number>): void {
  for (const doc of docs) {
    const value = doc.raw[field];
    if (value === undefined || value === '') continue;
    if (!Array.isArray(value)) {
      const key = String(value);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    } else for (const key of new Set(value)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
}

const valuesOf = (value: FieldValue | undefined): string[] =>
  value === undefined || value === '' ? [] : Array.isArray(value) ? value.map(String) : [String(value)];

function numbersOf(value: FieldValue | undefined): number[] {
  return valuesOf(value)
    .map(Number)
    .filter((n) => Number.isFinite(n));
}

const inRange = (n: number, range: { start: number; end: number; endInclusive: boolean }) =>
  n >= range.start && (range.endInclusive ? n <= range.end : n < range.end);

function formatDate(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}@${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

function planFacet(request: Json): FacetPlan {
  const type = str(request['type']) ?? 'specific';
  const field = (str(request['field']) ?? '').replace(/^@/, '').toLowerCase();
  const facetId = str(request['facetId']) ?? field;
  const current = arr(request['currentValues']).map(obj);
  if (type === 'numericalRange' || type === 'dateRange') {
    const parse = (value: unknown) =>
      typeof value === 'number' ? value : typeof value === 'string' ? (parseNumberOrDate(value) ?? NaN) : NaN;
    const ranges = current
      .map((value) => ({
        start: parse(value['start']),
        end: parse(value['end']),
        endInclusive: value['endInclusive'] === true,
        state: str(value['state']) ?? 'idle',
      }))
      .filter((range) => Number.isFinite(range.start) && Number.isFinite(range.end));
    const selected = ranges.filter((range) => range.state === 'selected');
    const excluded = ranges.filter((range) => range.state === 'excluded');
    const filter =
      selected.length || excluded.length
        ? (doc: IndexedDocument) => {
            const numbers = numbersOf(doc.raw[field]);
            if (excluded.some((range) => numbers.some((n) => inRange(n, range)))) return false;
            return selected.length === 0 || selected.some((range) => numbers.some((n) => inRange(n, range)));
          }
        : null;
    return { request, facetId, field, type, filter, ranges };
  }
  const selected = current.filter((value) => value['state'] === 'selected').map((value) => String(value['value']).toLowerCase());
  const excluded = current.filter((value) => value['state'] === 'excluded').map((value) => String(value['value']).toLowerCase());
  const all = request['resultsMustMatch'] === 'allValues';
  const filter =
    selected.length || excluded.length
      ? (doc: IndexedDocument) => {
          const have = valuesOf(doc.raw[field]).map((v) => v.toLowerCase());
          if (excluded.some((v) => have.includes(v))) return false;
          if (selected.length === 0) return true;
          return all ? selected.every((v) => have.includes(v)) : selected.some((v) => have.includes(v));
        }
      : null;
  return { request, facetId, field, type, filter, ranges: [] };
}

function naturalCompare(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
}

function specificFacetResponse(plan: FacetPlan, docs: IndexedDocument[]): Json {
  const counts = new Map<string, number>();
  countValues(docs, plan.field, counts);
  const request = plan.request;
  const wanted = Math.min(Math.max(num(request['numberOfValues'], 8), 1), FIELD_VALUE_LIMIT);
  const current = arr(request['currentValues']).map(obj);
  const stateOf = new Map(current.map((value) => [String(value['value']).toLowerCase(), str(value['state']) ?? 'idle']));
  const countOf = (value: string) => {
    for (const [key, count] of counts) if (key.toLowerCase() === value.toLowerCase()) return count;
    return 0;
  };
  const sort = request['sortCriteria'];
  const criterion = typeof sort === 'string' ? sort : obj(sort)['order'] === 'descending' ? 'alphanumericDescending' : 'alphanumeric';
  const entries = [...counts.entries()];
  const byCount = (a: [string, number], b: [string, number]) => b[1] - a[1] || naturalCompare(a[0], b[0]);
  const comparators: Record<string, (a: [string, number], b: [string, number]) => number> = {
    alphanumeric: (a, b) => a[0].localeCompare(b[0], 'en', { sensitivity: 'base' }),
    alphanumericDescending: (a, b) => b[0].localeCompare(a[0], 'en', { sensitivity: 'base' }),
    alphanumericNatural: (a, b) => naturalCompare(a[0], b[0]),
    alphanumericNaturalDescending: (a, b) => naturalCompare(b[0], a[0]),
  };
  entries.sort(comparators[criterion] ?? byCount);
  let values: Array<{ value: string; state: string; numberOfResults: number }>;
  if (request['freezeCurrentValues'] === true && current.length > 0) {
    values = current.map((value) => ({
      value: String(value['value']),
      state: str(value['state']) ?? 'idle',
      numberOfResults: countOf(String(value['value'])),
    }));
  } else {
    const chosen = current
      .filter((value) => value['state'] !== 'idle')
      .map((value) => ({
        value: String(value['value']),
        state: str(value['state']) ?? 'idle',
        numberOfResults: countOf(String(value['value'])),
      }));
    const seen = new Set(chosen.map((value) => value.value.toLowerCase()));
    for (const [value, count] of entries) {
      if (seen.has(value.toLowerCase())) continue;
      chosen.push({ value, state: stateOf.get(value.toLowerCase()) ?? 'idle', numberOfResults: count });
    }
    const limit = Math.max(wanted, chosen.filter((value) => value.state !== 'idle').length);
    values = chosen.slice(0, limit);
    if (criterion in comparators)
      values.sort((a, b) => (comparators[criterion] as typeof byCount)([a.value, a.numberOfResults], [b.value, b.numberOfResults]));
  }
  return { facetId: plan.facetId, field: plan.field, moreValuesAvailable: counts.size > values.length, values, indexScore: 0 };
}

/** A range boundary rounded to the step's order of magnitude (1 000, 1 250 … rather than 1 247.6). */
function niceRound(value: number, step: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(step));
  return Number((Math.round(value / magnitude) * magnitude).toPrecision(12));
}

function rangeFacetResponse(plan: FacetPlan, docs: IndexedDocument[]): Json {
  const numbers = docs.flatMap((doc) => numbersOf(doc.raw[plan.field]));
  const min = numbers.length ? Math.min(...numbers) : 0;
  const max = numbers.length ? Math.max(...numbers) : 0;
  let ranges = plan.ranges;
  if (ranges.length === 0 && plan.request['generateAutomaticRanges'] === true && numbers.length > 0) {
    const count = Math.min(Math.max(num(plan.request['numberOfValues'], 5), 1), 50);
    if (min === max) ranges = [{ start: min, end: max, endInclusive: true, state: 'idle' }];
    else {
      const step = (max - min) / count;
      const bounds = Array.from({ length: count + 1 }, (_, i) => (i === 0 ? min : i === count ? max : niceRound(min + step * i, step)));
      ranges = [];
      for (let i = 0; i < count; i++) {
        const start = bounds[i] as number;
        const end = bounds[i + 1] as number;
        if (end > start || i === count - 1) ranges.push({ start, end, endInclusive: i === count - 1, state: 'idle' });
      }
    }
  }
  const isDate = plan.type === 'dateRange';
  const values = ranges.map((range) => ({
    start: isDate ? formatDate(range.start) : range.start,
    end: isDate ? formatDate(range.end) : range.end,
    endInclusive: range.endInclusive,
    state: range.state,
    numberOfResults: docs.filter((doc) => numbersOf(doc.raw[plan.field]).some((n) => inRange(n, range))).length,
  }));
  const sort = plan.request['sortCriteria'];
  if (sort === 'descending') values.reverse();
  const domain = isDate ? { start: formatDate(min), end: formatDate(max) } : { start: min, end: max };
  return { facetId: plan.facetId, field: plan.field, moreValuesAvailable: false, values, domain, indexScore: 0 };
}

// ---- the request -----------------------------------------------------------------------------

export interface SearchContext {
  /** The token's filter expression, ANDed into every query. */
  tokenFilter?: string;
  searchHub?: string;
}

interface Evaluated {
  /** Documents matching q, aq, cq, lq, dq and the token filter (before facet selections). */
  base: IndexedDocument[];
  scores: Map<number, number> | null;
  plans: FacetPlan[];
}

function evaluate(
  index: CoveoIndex,
  body: Json,
  context: SearchContext,
  overrides: { q?: string; aq?: string; cq?: string } = {},
): Evaluated {
  const q = overrides.q ?? str(body['q']) ?? '';
  const parts = [overrides.aq ?? str(body['aq']), overrides.cq ?? str(body['cq']), str(body['lq']), context.tokenFilter].map((text) =>
    index.expression(text),
  );
  const disjunction = index.expression(str(body['dq']));
  const filters = parts.filter((part): part is DocumentTest => part !== null);
  const scores = q.trim() ? index.fullText(q) : null;
  const base: IndexedDocument[] = [];
  const tokenFilter = index.expression(context.tokenFilter);
  const candidates = scores && !disjunction ? [...scores.keys()].sort((a, b) => a - b).map((id) => index.byId(id)) : index.documents;
  for (const doc of candidates) {
    if (!doc) continue;
    const main = (!scores || scores.has(doc.id)) && filters.every((filter) => filter(doc));
    if (main || (disjunction && disjunction(doc) && (!tokenFilter || tokenFilter(doc)))) base.push(doc);
  }
  const plans = arr(body['facets']).map(obj).map(planFacet);
  return { base, scores, plans };
}

function sortResults(docs: IndexedDocument[], criteria: string, scores: Map<number, number> | null): IndexedDocument[] {
  const keys = criteria
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const comparators = keys.map((key): ((a: IndexedDocument, b: IndexedDocument) => number) => {
    const [name = '', direction = ''] = key.split(/\s+/);
    const sign = direction === 'ascending' ? 1 : -1;
    if (name === 'relevancy' || name === 'qre' || name === 'relevance')
      return (a, b) => (scores ? (scores.get(a.id) ?? 0) - (scores.get(b.id) ?? 0) : 0);
    if (name === 'date') return (a, b) => sign * (Number(a.raw['date'] ?? 0) - Number(b.raw['date'] ?? 0));
    if (name.startsWith('@')) {
      const field = name.slice(1);
      const dir = direction === 'descending' ? -1 : 1;
      return (a, b) => {
        const x = a.raw[field];
        const y = b.raw[field];
        if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
        if (typeof x === 'number' && typeof y === 'number') return dir * (x - y);
        return dir * naturalCompare(String(x), String(y));
      };
    }
    throw new QuerySyntaxError(`Invalid sort criteria "${key}"`);
  });
  if (comparators.length === 0) comparators.push((a, b) => (scores ? (scores.get(a.id) ?? 0) - (scores.get(b.id) ?? 0) : 0));
  return [...docs].sort((a, b) => {
    for (const compare of comparators) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return a.id - b.id;
  });
}

function resultView(doc: IndexedDocument, fields: string[] | null, score: number, searchUid: string): Json {
  let raw: Fields = doc.raw;
  if (fields) {
    raw = {};
    for (const field of [...fields, 'source', 'language', 'date', 'herotemplatename']) {
      const value = doc.raw[field];
      if (value !== undefined) raw[field] = value;
    }
  }
  const uri = `kestrel://${String(doc.raw['site'])}${doc.clickUri}#${doc.id}`;
  return {
    title: doc.title,
    uri,
    printableUri: doc.clickUri,
    clickUri: doc.clickUri,
    uniqueId: `42.${doc.id}$${uri}`,
    excerpt: doc.excerpt,
    firstSentences: '',
    summary: null,
    flags: '',
    hasHtmlVersion: false,
    hasMobileHtmlVersion: false,
    score,
    percentScore: 100,
    rankingInfo: null,
    rating: 0,
    isTopResult: false,
    isRecommendation: false,
    isUserActionView: false,
    rankingModifier: '',
    titleHighlights: [],
    firstSentencesHighlights: [],
    excerptHighlights: [],
    printableUriHighlights: [],
    summaryHighlights: [],
    parentResult: null,
    childResults: [],
    totalNumberOfChildResults: 0,
    absentTerms: [],
    raw: {
      ...raw,
      urihash: String(doc.id),
      permanentid: `kestrel-${doc.id}`,
      sysuri: uri,
      uri,
      title: doc.title,
      sourcetype: 'Push',
      collection: 'default',
    },
    searchUid,
  };
}

/** Applies facet selections: the result list, and each facet's own population (every other facet's selection). */
function facetPopulations(base: IndexedDocument[], plans: FacetPlan[]): { results: IndexedDocument[]; perFacet: IndexedDocument[][] } {
  const results: IndexedDocument[] = [];
  const perFacet: IndexedDocument[][] = plans.map(() => []);
  for (const doc of base) {
    let failed = -1;
    let failures = 0;
    for (let i = 0; i < plans.length && failures < 2; i++) {
      const filter = (plans[i] as FacetPlan).filter;
      if (filter && !filter(doc)) {
        failed = i;
        failures++;
      }
    }
    if (failures === 0) {
      results.push(doc);
      for (const list of perFacet) list.push(doc);
    } else if (failures === 1) (perFacet[failed] as IndexedDocument[]).push(doc);
  }
  return { results, perFacet };
}

function groupBy(index: CoveoIndex, body: Json, context: SearchContext): Json[] {
  return arr(body['groupBy'])
    .map(obj)
    .map((request) => {
      const field = (str(request['field']) ?? '').replace(/^@/, '').toLowerCase();
      const overrides = {
        q: str(request['queryOverride']),
        aq: str(request['advancedQueryOverride']),
        cq: str(request['constantQueryOverride']),
      };
      const { base, plans } = evaluate(index, body, context, overrides);
      const docs = overrides.aq === undefined ? facetPopulations(base, plans).results : base;
      const counts = new Map<string, number>();
      countValues(docs, field, counts);
      const allowed = arr(request['allowedValues']).map(String);
      const max = Math.min(Math.max(num(request['maxNumberOfValues'], 10), 1), 1000);
      const sort = String(request['sortCriteria'] ?? 'occurrences').toLowerCase();
      const entries = [...counts.entries()].filter(([value]) => allowed.length === 0 || allowed.includes(value));
      entries.sort(sort.startsWith('alpha') ? (a, b) => naturalCompare(a[0], b[0]) : (a, b) => b[1] - a[1] || naturalCompare(a[0], b[0]));
      return {
        field,
        globalComputedFieldResults: [],
        values: entries.slice(0, max).map(([value, count]) => ({
          value,
          lookupValue: value,
          numberOfResults: count,
          score: count,
          valueType: 'Standard',
          computedFieldResults: [],
        })),
      };
    });
}

export function search(index: CoveoIndex, body: Json, context: SearchContext): Json {
  const started = performance.now();
  const { base, scores, plans } = evaluate(index, body, context);
  const { results, perFacet } = facetPopulations(base, plans);
  const facets = plans.map((plan, i) =>
    plan.type === 'numericalRange' || plan.type === 'dateRange'
      ? rangeFacetResponse(plan, perFacet[i] as IndexedDocument[])
      : plan.type === 'specific'
        ? specificFacetResponse(plan, perFacet[i] as IndexedDocument[])
        : { facetId: plan.facetId, field: plan.field, moreValuesAvailable: false, values: [], indexScore: 0 },
  );
  const sorted = sortResults(results, str(body['sortCriteria']) ?? 'relevancy', scores);
  const first = Math.max(0, Math.floor(num(body['firstResult'], 0)));
  const count = Math.min(Math.max(0, Math.floor(num(body['numberOfResults'], 10))), 1000);
  const fields =
    Array.isArray(body['fieldsToInclude']) && body['fieldsToInclude'].length > 0
      ? body['fieldsToInclude'].map((field) => String(field).replace(/^@/, '').toLowerCase())
      : null;
  const searchUid = randomUUID();
  const page = sorted
    .slice(first, first + count)
    .map((doc) => resultView(doc, fields, scores ? Math.round(-1000 * (scores.get(doc.id) ?? 0)) : 0, searchUid));
  const groupByResults = groupBy(index, body, context);
  const duration = Math.max(1, Math.round(performance.now() - started));
  const terms = queryTerms(str(body['q']) ?? '');
  return {
    totalCount: results.length,
    totalCountFiltered: results.length,
    duration,
    indexDuration: duration,
    requestDuration: duration,
    searchAPIDuration: duration,
    searchUid,
    pipeline: str(body['pipeline']) ?? 'default',
    apiVersion: 2,
    index: 'kestrel-local-index',
    indexRegion: 'local',
    indexToken: 'a2VzdHJlbC1sb2NhbA==',
    refinedKeywords: [],
    triggers: [],
    termsToHighlight: Object.fromEntries(terms.map((term) => [term, []])),
    phrasesToHighlight: {},
    queryCorrections: [],
    groupByResults,
    facets,
    categoryFacets: [],
    suggestedFacets: [],
    results: page,
    splitTestRun: '',
    extendedResults: {},
    searchHub: context.searchHub ?? str(body['searchHub']) ?? 'default',
  };
}

/** POST /querySuggest: completions from the titles that match the typed words (prefix, typo-tolerant), within the token's filter and the request's cq/aq. */
export function querySuggest(index: CoveoIndex, body: Json, context: SearchContext): Json {
  const q = str(body['q']) ?? '';
  const count = Math.min(Math.max(Math.floor(num(body['count'], 5)), 1), 50);
  const language = (str(body['locale']) ?? '').slice(0, 2).toLowerCase();
  const filters = [context.tokenFilter, str(body['cq']), str(body['aq'])]
    .map((text) => index.expression(text))
    .filter((f): f is DocumentTest => f !== null);
  const typed = queryTerms(q).map((term) => index.correct(term));
  const seen = new Set<string>();
  const completions: Json[] = [];
  for (const { id, score } of index.titleMatches(q)) {
    const doc = index.byId(id);
    if (!doc || !filters.every((filter) => filter(doc))) continue;
    if (language && doc.raw['language'] !== language && ['en', 'de', 'fr', 'it'].includes(language)) continue;
    const expression = normalize(doc.title);
    if (seen.has(expression)) continue;
    seen.add(expression);
    const highlighted = expression
      .split(/\s+/)
      .map((word) => {
        const prefix = typed.find((term) => word.startsWith(term));
        return prefix ? `{${prefix}}${word.length > prefix.length ? `[${word.slice(prefix.length)}]` : ''}` : `[${word}]`;
      })
      .join(' ');
    completions.push({ expression, score: Math.round(-1000 * score), highlighted, executableConfidence: 1 });
    if (completions.length >= count) break;
  }
  return { completions, responseId: randomUUID() };
}

function wildcardMatcher(pattern: string): (value: string) => boolean {
  const source = pattern
    .toLowerCase()
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  const regex = new RegExp(`^${source}$`, 's');
  return (value) => regex.test(value.toLowerCase());
}

/** POST /facet: values of a field within the search context (without the facet's own selection) matching a wildcard query. */
export function facetSearch(index: CoveoIndex, body: Json, context: SearchContext): Json {
  const field = (str(body['field']) ?? '').replace(/^@/, '').toLowerCase();
  const searchContext = obj(body['searchContext']);
  const ctx = {
    ...searchContext,
    facets: arr(searchContext['facets']).filter((facet) => str(obj(facet)['field'])?.replace(/^@/, '').toLowerCase() !== field),
  };
  const { base, plans } = evaluate(index, ctx, context);
  const docs = facetPopulations(base, plans).results;
  const matches = wildcardMatcher(str(body['query']) ?? '*');
  const ignore = new Set(arr(body['ignoreValues']).map((value) => String(value).toLowerCase()));
  const counts = new Map<string, number>();
  for (const doc of docs) {
    for (const value of new Set(valuesOf(doc.raw[field]))) {
      if (ignore.has(value.toLowerCase()) || !matches(value)) continue;
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  const wanted = Math.min(Math.max(Math.floor(num(body['numberOfValues'], 10)), 1), FIELD_VALUE_LIMIT);
  const captions = obj(body['captions']);
  const entries = [...counts.entries()].sort((a, b) => b[1] - a[1] || naturalCompare(a[0], b[0]));
  return {
    values: entries.slice(0, wanted).map(([value, count]) => ({ displayValue: str(captions[value]) ?? value, rawValue: value, count })),
    moreValuesAvailable: entries.length > wanted,
  };
}

export function plan(body: Json): Json {
  return {
    preprocessingOutput: { triggers: [] },
    parsedInput: { basicExpression: str(body['q']) ?? '', largeExpression: str(body['lq']) ?? '' },
  };
}
