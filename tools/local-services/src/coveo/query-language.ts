import type { FieldValue } from './seed/documents.ts';

/**
 * The subset of Coveo's query syntax the site sends in aq, cq, lq and the token's filter:
 * `@field==value`, `@field==("a","b")`, `@field=value` (contains), `@field<>value`, `@field>=n`,
 * `@field<=n`, `@field>n`, `@field<n`, `@field==n..m`, `@field` (has a value), `NOT expr`, `AND`,
 * `OR`, parentheses, juxtaposition (= AND), quoted values, and bare words (the title or excerpt
 * contains them). Dates as `2026/01/31` or `2026/01/31@12:00:00`. Anything else throws
 * QuerySyntaxError, which the routes answer with 400.
 */
export class QuerySyntaxError extends Error {}

export type Fields = Record<string, FieldValue>;
export interface Matchable {
  raw: Fields;
  /** Every field's values in lower case (precomputed: the predicates run over the whole index). */
  norm: Record<string, string[]>;
  /** Title and excerpt in lower case (bare words). */
  text: string;
}
export type Predicate = (doc: Matchable) => boolean;

type Token =
  | { kind: 'field'; name: string }
  | { kind: 'op'; op: string }
  | { kind: 'open' }
  | { kind: 'close' }
  | { kind: 'comma' }
  | { kind: 'word'; text: string; quoted: boolean };

const MAX_EXPRESSION = 20_000;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i] as string;
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === '(') {
      tokens.push({ kind: 'open' });
      i++;
    } else if (ch === ')') {
      tokens.push({ kind: 'close' });
      i++;
    } else if (ch === ',') {
      tokens.push({ kind: 'comma' });
      i++;
    } else if (ch === '@') {
      const match = /^@([A-Za-z0-9_]+)/.exec(input.slice(i));
      if (!match) throw new QuerySyntaxError(`Expected a field name after "@" at position ${i}`);
      tokens.push({ kind: 'field', name: (match[1] as string).toLowerCase() });
      i += match[0].length;
    } else if (ch === '"') {
      const end = input.indexOf('"', i + 1);
      if (end < 0) throw new QuerySyntaxError(`Unterminated quoted value at position ${i}`);
      tokens.push({ kind: 'word', text: input.slice(i + 1, end), quoted: true });
      i = end + 1;
    } else {
      const op = /^(==|<>|>=|<=|=|>|<|~=|\*=|%=)/.exec(input.slice(i));
      if (op) {
        if (!['==', '<>', '>=', '<=', '=', '>', '<'].includes(op[0])) throw new QuerySyntaxError(`Operator "${op[0]}" is not supported`);
        tokens.push({ kind: 'op', op: op[0] });
        i += op[0].length;
        continue;
      }
      const word = /^[^\s()",=<>@][^\s()",=<>]*/.exec(input.slice(i));
      if (!word) throw new QuerySyntaxError(`Unexpected character "${ch}" at position ${i}`);
      if (word[0].startsWith('$')) throw new QuerySyntaxError(`Query extensions (${word[0]}) are not supported`);
      tokens.push({ kind: 'word', text: word[0], quoted: false });
      i += word[0].length;
    }
  }
  return tokens;
}

/** A number, or a date (YYYY/MM/DD[@HH:mm:ss], as Coveo writes them) as epoch milliseconds. */
export function parseNumberOrDate(text: string): number | undefined {
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  const date = /^(\d{4})[/-](\d{2})[/-](\d{2})(?:@(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (date) {
    const [, y, m, d, hh = '0', mm = '0', ss = '0'] = date;
    return Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm), Number(ss));
  }
  return undefined;
}

function numbersOf(value: FieldValue | undefined): number[] {
  if (value === undefined) return [];
  if (typeof value === 'number') return [value];
  return (Array.isArray(value) ? value : [value]).map((v) => (typeof v === 'number' ? v : Number(v))).filter((v) => !Number.isNaN(v));
}

function fieldPredicate(field: string, op: string, values: string[]): Predicate {
  const wanted = values.map((v) => v.toLowerCase());
  if (op === '>=' || op === '<=' || op === '>' || op === '<') {
    if (values.length !== 1) throw new QuerySyntaxError(`@${field}${op} takes one value`);
    const limit = parseNumberOrDate(values[0] as string);
    if (limit === undefined) throw new QuerySyntaxError(`@${field}${op}${values[0]}: not a number or date`);
    const test = {
      '>=': (n: number) => n >= limit,
      '<=': (n: number) => n <= limit,
      '>': (n: number) => n > limit,
      '<': (n: number) => n < limit,
    }[op];
    return (doc) => numbersOf(doc.raw[field]).some(test);
  }
  const ranges = values.map((value) => {
    const range = /^(.+?)\.\.(.+)$/.exec(value);
    if (!range) return null;
    const from = parseNumberOrDate(range[1] as string);
    const to = parseNumberOrDate(range[2] as string);
    if (from === undefined || to === undefined) throw new QuerySyntaxError(`@${field}: bad range "${value}"`);
    return [from, to] as const;
  });
  const numerics = values.map((value) => parseNumberOrDate(value));
  const matchesValue = (doc: Matchable): boolean => {
    const raw = doc.raw[field];
    const have = doc.norm[field];
    if (raw === undefined || !have) return false;
    return values.some((_, index) => {
      const range = ranges[index];
      if (range) return numbersOf(raw).some((n) => n >= range[0] && n <= range[1]);
      const want = wanted[index] as string;
      if (op === '=') return have.some((h) => h === want || h.includes(want));
      const numeric = numerics[index];
      return have.some((h) => h === want) || (numeric !== undefined && numbersOf(raw).includes(numeric));
    });
  };
  if (op === '<>') return (doc) => !matchesValue(doc);
  return matchesValue;
}

/** Parses a query expression into a predicate; an empty or blank expression matches everything. */
export function parseExpression(input: string): Predicate {
  if (input.length > MAX_EXPRESSION) throw new QuerySyntaxError(`Expression longer than ${MAX_EXPRESSION} characters`);
  const tokens = tokenize(input);
  let pos = 0;
  let depth = 0;
  const peek = () => tokens[pos];
  const isKeyword = (token: Token | undefined, word: string) => token?.kind === 'word' && !token.quoted && token.text === word;

  function values(): string[] {
    const token = peek();
    if (token?.kind === 'open') {
      pos++;
      const list: string[] = [];
      for (;;) {
        const value = peek();
        if (value?.kind !== 'word') throw new QuerySyntaxError('Expected a value in the list');
        list.push(value.text);
        pos++;
        const next = peek();
        if (next?.kind === 'comma') pos++;
        else if (next?.kind === 'close') {
          pos++;
          return list;
        } else throw new QuerySyntaxError('Expected "," or ")" in the value list');
      }
    }
    if (token?.kind === 'word') {
      pos++;
      return [token.text];
    }
    throw new QuerySyntaxError('Expected a value after the operator');
  }

  function primary(): Predicate {
    const token = peek();
    if (!token) throw new QuerySyntaxError('Unexpected end of expression');
    if (token.kind === 'open') {
      pos++;
      if (++depth > 50) throw new QuerySyntaxError('Expression nested too deeply');
      const inner = or();
      depth--;
      if (peek()?.kind !== 'close') throw new QuerySyntaxError('Missing ")"');
      pos++;
      return inner;
    }
    if (token.kind === 'field') {
      pos++;
      const op = peek();
      if (op?.kind !== 'op') return (doc) => doc.raw[token.name] !== undefined && doc.raw[token.name] !== '';
      pos++;
      return fieldPredicate(token.name, op.op, values());
    }
    if (token.kind === 'word') {
      pos++;
      const word = token.text.toLowerCase();
      return (doc) => doc.text.includes(word);
    }
    throw new QuerySyntaxError(`Unexpected ${token.kind === 'op' ? `operator "${token.op}"` : token.kind === 'close' ? '")"' : '","'}`);
  }

  function unary(): Predicate {
    if (isKeyword(peek(), 'NOT')) {
      pos++;
      if (++depth > 50) throw new QuerySyntaxError('Expression nested too deeply');
      const inner = unary();
      depth--;
      return (doc) => !inner(doc);
    }
    return primary();
  }

  function and(): Predicate {
    const items = [unary()];
    for (;;) {
      const token = peek();
      if (!token || token.kind === 'close' || isKeyword(token, 'OR')) break;
      if (isKeyword(token, 'AND')) pos++;
      items.push(unary());
    }
    return items.length === 1 ? (items[0] as Predicate) : (doc) => items.every((item) => item(doc));
  }

  function or(): Predicate {
    const items = [and()];
    while (isKeyword(peek(), 'OR')) {
      pos++;
      items.push(and());
    }
    return items.length === 1 ? (items[0] as Predicate) : (doc) => items.some((item) => item(doc));
  }

  if (tokens.length === 0) return () => true;
  const predicate = or();
  if (pos < tokens.length) throw new QuerySyntaxError('Unexpected ")"');
  return predicate;
}
