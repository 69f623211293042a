import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, formatPercentage, moneyTexts, rememberMoneyTexts } from './format';
import { toIntlLocale } from './locale';

// Intl output uses narrow no-break spaces in some locales; compare with plain spaces.
const plain = (value: string | null) => value?.replace(/[\u00a0\u202f]/g, ' ');

describe('toIntlLocale (spec account §9: default en_EN, fallback en-CH)', () => {
  it.each([
    ['de_CH', 'de-CH'],
    ['fr-ch', 'fr-CH'],
    ['en_EN', 'en-CH'],
    ['it', 'it-CH'],
    ['en-US', 'en-US'],
    ['de_DE', 'de-DE'],
    ['pt_BR', 'pt-BR'],
    ['de_DE', 'de-DE'],
    [undefined, 'en-CH'],
    ['', 'en-CH'],
    ['<script>', 'en-CH'],
    ['x1_YY', 'en-CH'],
  ])('%j → %s', (input, expected) => {
    expect(toIntlLocale(input)).toBe(expected);
  });

  it('answers the same after more distinct inputs than it remembers', () => {
    for (let i = 0; i < 200; i++) expect(toIntlLocale(`x${i}_ZZ`)).toBe('en-CH');
    expect(toIntlLocale('fr_FR')).toBe('fr-FR');
    expect(toIntlLocale('en_EN')).toBe('en-CH');
  });
});

describe('formatMoney (spec account §5: 2 decimals, currency symbol)', () => {
  it.each([
    [{ amount: '1234.5', currencyCode: 'CHF' }, 'de-CH', "CHF 1'234.50"],
    [{ amount: 1234.5, currencyCode: 'EUR' }, 'de-DE', '1.234,50 €'],
    [{ amount: '99', currencyCode: 'EUR' }, 'fr-FR', '99,00 €'],
    [{ amount: '0.005', currencyCode: 'USD' }, 'en-US', '$0.01'],
    [{ amount: '12', currencyCode: 'USD' }, 'en_EN', 'US$ 12.00'],
    [{ amount: '1234.5', currencyCode: 'EUR' }, 'it-IT', '1234,50 €'],
  ])('%j in %s', (money, locale, expected) => {
    expect(plain(formatMoney(money, locale))).toBe(expected);
  });

  it('gives null for amounts and currencies it cannot read', () => {
    expect(formatMoney({ amount: 'abc', currencyCode: 'EUR' }, 'de')).toBeNull();
    expect(formatMoney({ amount: '1', currencyCode: 'euro' }, 'de')).toBeNull();
    expect(formatMoney(null)).toBeNull();
  });
});

describe('money texts from the server (the product page hydrates without Intl)', () => {
  it('keeps one text per readable amount, keyed so a string and a number of the same amount meet', () => {
    const texts = moneyTexts(
      [
        { amount: '1076', currencyCode: 'EUR' },
        { amount: 968.4, currencyCode: 'EUR' },
        null,
        { amount: 'x', currencyCode: 'EUR' },
        { amount: 1, currencyCode: 'euro' },
      ],
      'en',
    );
    expect(Object.values(texts).map(plain)).toEqual(['€1,076.00', '€968.40']);
  });

  it('gives the remembered text (the words of the server); other amounts are formatted', () => {
    const keys = Object.keys(moneyTexts([{ amount: '12.5', currencyCode: 'GBP' }], 'it'));
    rememberMoneyTexts(Object.fromEntries(keys.map((key) => [key, 'server text'])));
    expect(formatMoney({ amount: 12.5, currencyCode: 'GBP' }, 'it')).toBe('server text');
    expect(formatMoney({ amount: '12.50', currencyCode: 'GBP' }, 'it_CH')).toBe('server text');
    expect(plain(formatMoney({ amount: 12.5, currencyCode: 'GBP' }, 'de'))).toMatch(/12[.,]50/);
    expect(plain(formatMoney({ amount: 13, currencyCode: 'GBP' }, 'it'))).toMatch(/13[.,]00/);
  });

  it('ignores nothing sent', () => {
    expect(() => rememberMoneyTexts(undefined)).not.toThrow();
    expect(moneyTexts([], 'en')).toEqual({});
  });
});

describe('formatDate and formatPercentage', () => {
  it('formats dates per locale and time zone', () => {
    const date = '2026-11-22T23:30:00Z';
    expect(formatDate(date, 'de-CH', { dateStyle: 'medium', timeZone: 'Europe/Amsterdam' })).toBe('23.11.2026');
    expect(formatDate(date, 'en-US', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('Nov 22, 2026');
    expect(formatDate('not a date', 'en')).toBeNull();
  });

  it('rounds percentages to two decimals', () => {
    expect(plain(formatPercentage(0.07712, 'de-CH'))).toBe('7.71%');
    expect(formatPercentage(0.081, 'en-US')).toBe('8.1%');
    expect(formatPercentage(Number.NaN, 'en')).toBeNull();
  });
});

describe('formatNumber', () => {
  it('groups per locale and keeps exactly the decimals asked for', () => {
    expect(plain(formatNumber(1500, 'fr-FR'))).toBe('1 500');
    expect(formatNumber(1500, 'en-US')).toBe('1,500');
    expect(formatNumber(1500, 'de-DE')).toBe('1.500');
    expect(formatNumber(1.5, 'de-DE', 2)).toBe('1,50');
    expect(formatNumber(2.345, 'en-US', 0)).toBe('2');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'en')).toBeNull();
  });
});
