import { toIntlLocale } from './locale';

/** Money as the storefront sends it: an amount (string or number) and an ISO currency code. */
export interface Money {
  amount: string | number;
  currencyCode: string;
}

function amountOf(money: Money): number {
  return typeof money.amount === 'number' ? money.amount : Number(money.amount);
}

/**
 * Intl formatters are costly to build (ICU data per locale) and cheap to reuse: one per locale and
 * options. The inputs are a few languages and currencies; the bound keeps odd ones from piling up.
 */
const MAX_FORMATTERS = 64;
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function remembered<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formatters.get(key) as T | undefined;
  if (!format) {
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    format = make();
    formatters.set(key, format);
  }
  return format;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return remembered(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return remembered(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/**
 * Money texts the server formatted for the page (`moneyTexts`), by locale, currency and amount:
 * formatMoney answers from them before it builds an Intl formatter. The first Intl formatter of a
 * page initialises ICU, about 150 ms of a phone's main thread; the product page's prices are
 * formatted while it hydrates, so they come with the page instead. They are the server's own words,
 * so hydration matches the server HTML even where the browser's ICU would differ.
 */
const MAX_KNOWN_TEXTS = 256;
const knownTexts = new Map<string, string>();

function moneyKey(amount: number, currencyCode: string, locale: string | null | undefined): string {
  return `${toIntlLocale(locale)}|${currencyCode}|${amount}`;
}

function readableMoney(money: Money | null | undefined): { amount: number; currencyCode: string } | null {
  if (!money) return null;
  const amount = amountOf(money);
  return Number.isFinite(amount) && /^[A-Z]{3}$/.test(money.currencyCode) ? { amount, currencyCode: money.currencyCode } : null;
}

/**
 * Spec account §5: money with 2 decimals and the currency symbol. Null for an amount or currency
 * Intl cannot read, so a caller shows nothing rather than "NaN".
 */
export function formatMoney(money: Money | null | undefined, locale?: string | null): string | null {
  const readable = readableMoney(money);
  if (!readable) return null;
  const { amount, currencyCode } = readable;
  const known = knownTexts.get(moneyKey(amount, currencyCode, locale));
  if (known !== undefined) return known;
  return numberFormat(toIntlLocale(locale), {
    style: 'currency',
    currency: currencyCode,
    currencyDisplay: 'symbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** Server: the texts of these amounts in the locale, for the browser's `rememberMoneyTexts`. */
export function moneyTexts(moneys: ReadonlyArray<Money | null | undefined>, locale: string | null | undefined): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const money of moneys) {
    const readable = readableMoney(money);
    const text = readable ? formatMoney(readable, locale) : null;
    if (readable && text !== null) texts[moneyKey(readable.amount, readable.currencyCode, locale)] = text;
  }
  return texts;
}

/** Browser: keep the server's money texts, so formatMoney gives them without building a formatter. */
export function rememberMoneyTexts(texts: Readonly<Record<string, string>> | null | undefined): void {
  for (const [key, text] of Object.entries(texts ?? {})) {
    if (knownTexts.get(key) === text) continue;
    if (knownTexts.size >= MAX_KNOWN_TEXTS) knownTexts.clear();
    knownTexts.set(key, text);
  }
}

/** A date in the page locale; `timeZone` for dates that belong to a place (events: Europe/Amsterdam). */
export function formatDate(
  value: string | number | Date | null | undefined,
  locale?: string | null,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(toIntlLocale(locale), options).format(date);
}

/** A ratio (0.077) as a percentage, rounded to `fractionDigits` (spec: tax percentage, 2 decimals). */
export function formatPercentage(ratio: number | null | undefined, locale?: string | null, fractionDigits = 2): string | null {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return null;
  return numberFormat(toIntlLocale(locale), {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits: fractionDigits,
  }).format(ratio);
}

/**
 * A number in the page locale with exactly `fractionDigits` decimals (spec discovery §9: the units
 * of the numeric facets, kg with 2 decimals). Null for a value that is not a finite number.
 */
export function formatNumber(value: number | null | undefined, locale?: string | null, fractionDigits = 0): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return numberFormat(toIntlLocale(locale), { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
}
