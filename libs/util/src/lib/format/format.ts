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
 * Spec account §5: money with 2 decimals and the currency symbol. Null for an amount or currency
 * Intl cannot read, so a caller shows nothing rather than "NaN".
 */
export function formatMoney(money: Money | null | undefined, locale?: string | null): string | null {
  if (!money) return null;
  const amount = amountOf(money);
  if (!Number.isFinite(amount) || !/^[A-Z]{3}$/.test(money.currencyCode)) return null;
  return new Intl.NumberFormat(toIntlLocale(locale), {
    style: 'currency',
    currency: money.currencyCode,
    currencyDisplay: 'symbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
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
  return new Intl.DateTimeFormat(toIntlLocale(locale), options).format(date);
}

/** A ratio (0.077) as a percentage, rounded to `fractionDigits` (spec: tax percentage, 2 decimals). */
export function formatPercentage(ratio: number | null | undefined, locale?: string | null, fractionDigits = 2): string | null {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return null;
  return new Intl.NumberFormat(toIntlLocale(locale), {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits: fractionDigits,
  }).format(ratio);
}
