import { parseCookie, stringifySetCookie } from 'cookie';
import { parseLanguageTag } from './languages';

/**
 * The one typed cookie module (ARCHITECTURE §4), used on the server request and in the browser.
 * Every read is defensive: a value that is oversized, undecodable or not of the cookie's shape is
 * treated as absent; callers that own the cookie then rewrite it (`isCookieMalformed`).
 * Names and lifetimes follow spec account §9, shop §9 and discovery §9.
 */
export interface CookieDefinition<T> {
  name: string;
  /** Lifetime in days; null for a session cookie. */
  maxAgeDays: number | null;
  /** Necessary cookies are set without statistics consent (spec account §9). */
  necessary: boolean;
  /** True when no browser script needs to read it. */
  httpOnly: boolean;
  parse(raw: string): T | undefined;
  serialize(value: T): string;
}

/** Statistics cookies only with consent; necessary ones always (spec account §9). */
export type CookieConsent = 'statistics' | 'necessary';

/** Browsers cap a cookie at 4096 bytes; anything longer was not written by us. */
export const MAX_COOKIE_VALUE_LENGTH = 4000;

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

function pattern(regex: RegExp, normalise: (value: string) => string = (value) => value) {
  return {
    parse: (raw: string) => {
      const value = normalise(raw.trim());
      return regex.test(value) ? value : undefined;
    },
    serialize: (value: string) => value,
  };
}

/**
 * A JSON cookie: its value when `check` accepts the parsed data (and returns what to keep). The
 * checks are plain functions, not a schema library: this module is in every page's first load
 * (the header's wishlist count, the floating compare icon), and valibot cost 3.5 KB gzip there
 * (issue 30, docs/decisions/first-load-js.md).
 */
function json<T>(check: (data: unknown) => T | undefined) {
  return {
    parse: (raw: string): T | undefined => {
      let data: unknown;
      try {
        data = JSON.parse(raw);
      } catch {
        return undefined;
      }
      return check(data);
    },
    serialize: (value: T) => JSON.stringify(value),
  };
}

/** Keys that would reach an object's prototype: skipped, as valibot's record and object did. */
const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/** The own entries of a JSON object (an array counts, as it did for valibot's record), unsafe keys left out. */
function entriesOf(data: unknown): Array<[string, unknown]> | undefined {
  if (!data || typeof data !== 'object') return undefined;
  return Object.entries(data).filter(([key]) => !UNSAFE_KEYS.has(key));
}

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length >= 1 && value.length <= max;

const languageCodec = {
  parse: (raw: string) => parseLanguageTag(raw.trim())?.tag,
  serialize: (value: string) => value,
};

const countryCodec = pattern(/^[A-Z]{2}$/, (value) => value.toUpperCase());

/** A same-origin path: starts with one slash, never `//` or `/\` (which browsers treat as another host). */
export function isSameOriginPath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= 1024;
}

// Product ids are positive integers (spec shop §5: the id 0 is ignored). The compare lib reads
// this cookie leniently (keeps the usable part, then rewrites it): @mbw/shop-compare COMPARE_COOKIE.
/** Category key (1–80 characters) → up to 4 product ids; at most 20 categories. */
export type CompareCookie = Record<string, number[]>;

function compareCookie(data: unknown): CompareCookie | undefined {
  const entries = entriesOf(data);
  if (!entries || entries.length > 20) return undefined;
  const value: CompareCookie = {};
  for (const [category, ids] of entries) {
    if (!isText(category, 80) || !Array.isArray(ids) || ids.length > 4) return undefined;
    if (!ids.every((id) => typeof id === 'number' && Number.isInteger(id) && id >= 1)) return undefined;
    value[category] = [...(ids as number[])];
  }
  return value;
}

/** A wishlist item: its VariantId (1–64 characters); other fields are kept as they are. */
export type WishlistCookieItem = { VariantId: string } & Record<string, unknown>;
/** List name (1–64 characters) → up to 200 items; at most 9 lists. */
export type WishlistCookie = Record<string, WishlistCookieItem[]>;

function wishlistCookie(data: unknown): WishlistCookie | undefined {
  const lists = entriesOf(data);
  if (!lists || lists.length > 9) return undefined;
  const value: WishlistCookie = {};
  for (const [name, items] of lists) {
    if (!isText(name, 64) || !Array.isArray(items) || items.length > 200) return undefined;
    const kept: WishlistCookieItem[] = [];
    for (const item of items as unknown[]) {
      const fields = entriesOf(item);
      const variantId = fields?.find(([key]) => key === 'VariantId')?.[1];
      if (!fields || !isText(variantId, 64)) return undefined;
      kept.push({ ...Object.fromEntries(fields), VariantId: variantId });
    }
    value[name] = kept;
  }
  return value;
}

function define<T>(definition: CookieDefinition<T>): CookieDefinition<T> {
  return definition;
}

export const COOKIES = {
  /** Current language tag (xx or xx-XX), 360 days. */
  lang: define({ name: 'lang', maxAgeDays: 360, necessary: true, httpOnly: false, ...languageCodec }),
  /** Country picked in the language flyout (ISO 3166 alpha-2), 365 days. */
  country: define({ name: 'country', maxAgeDays: 365, necessary: true, httpOnly: false, ...countryCodec }),
  /** Country code, defaulting to CH, 360 days. */
  countryCode: define({ name: 'country_code', maxAgeDays: 360, necessary: true, httpOnly: false, ...countryCodec }),
  /** Region picked in the language flyout, 365 days. */
  region: define({
    name: 'region',
    maxAgeDays: 365,
    necessary: true,
    httpOnly: false,
    ...pattern(/^[A-Za-z][A-Za-z0-9 _-]{0,39}$/),
  }),
  /** Where to return after sign-in: only same-origin paths are kept. */
  redirectUrl: define({
    name: 'redirectURL',
    maxAgeDays: null,
    necessary: true,
    httpOnly: true,
    parse: (raw: string) => (isSameOriginPath(raw) ? raw : undefined),
    serialize: (value: string) => value,
  }),
  siteName: define({ name: 'siteName', maxAgeDays: null, necessary: true, httpOnly: false, ...pattern(/^[A-Za-z0-9-]{1,40}$/) }),
  /** Category key → up to 4 product ids (spec shop §3, §9), 30 days. */
  compare: define({ name: 'compare', maxAgeDays: 30, necessary: true, httpOnly: false, ...json(compareCookie) }),
  /** Anonymous wishlist: list name → items with VariantId (spec shop §3, §9), 365 days. */
  wishlist: define({ name: 'wishlist', maxAgeDays: 365, necessary: true, httpOnly: false, ...json(wishlistCookie) }),
  /** Storefront cart id, 30 days. */
  cartId: define({
    name: 'cartId',
    maxAgeDays: 30,
    necessary: true,
    httpOnly: false,
    ...pattern(/^gid:\/\/shopify\/Cart\/[A-Za-z0-9?=&_-]{1,200}$/),
  }),
  /** The visitor's cookie choice (itself a necessary cookie), 365 days. */
  consent: define<CookieConsent>({
    name: 'cookieConsent',
    maxAgeDays: 365,
    necessary: true,
    httpOnly: false,
    parse: (raw: string) => (raw === 'statistics' || raw === 'necessary' ? raw : undefined),
    serialize: (value: CookieConsent) => value,
  }),
  /**
   * The shop testers' key (spec shop §1, §6): sent to the shop-availability check and compared
   * with the configured key by /protected/shopify. Set by hand; never written by the site.
   */
  testAccessKey: define({
    name: 'testAccessKey',
    maxAgeDays: null,
    necessary: true,
    httpOnly: false,
    ...pattern(/^[A-Za-z0-9_-]{1,128}$/),
  }),
  /** Shop market, lower-cased, default de (spec shop §1). */
  market: define({
    name: 'market',
    maxAgeDays: 360,
    necessary: true,
    httpOnly: false,
    ...pattern(/^[a-z]{2}$/, (value) => value.toLowerCase()),
  }),
} as const;

/** Sitecore's per-site language cookie, `{site}#lang`. */
export function brandLanguageCookie(siteName: string): CookieDefinition<string> {
  return { ...COOKIES.lang, name: `${siteName}#lang` };
}

/**
 * Spec discovery §9: "Language cookie 360 days (flyout cookies 365 days)". The language cookie a
 * prefixed URL writes keeps the 360 days of its definition; what Apply in the language flyout
 * writes (region, country and both language cookies) lives 365 days.
 */
export const LANGUAGE_FLYOUT_COOKIE_DAYS = 365;

export interface LanguageFlyoutChoice {
  regionCode: string;
  countryIso: string;
  /** Language tag (xx or xx-XX). */
  language: string;
}

/** The cookies Apply in the language flyout writes, each with the flyout's lifetime. */
export function languageFlyoutCookies(choice: LanguageFlyoutChoice, siteName: string): Array<CookieWrite<string>> {
  const flyout = <T>(definition: CookieDefinition<T>): CookieDefinition<T> => ({ ...definition, maxAgeDays: LANGUAGE_FLYOUT_COOKIE_DAYS });
  return [
    { definition: flyout(COOKIES.region), value: choice.regionCode },
    { definition: flyout(COOKIES.country), value: choice.countryIso },
    { definition: flyout(COOKIES.lang), value: choice.language },
    { definition: flyout(brandLanguageCookie(siteName)), value: choice.language },
  ];
}

export interface CookieWrite<T> {
  definition: CookieDefinition<T>;
  value: T;
}

function parseRaw(header: string | null | undefined): Record<string, string | undefined> {
  return header ? parseCookie(header, { decode: (value) => value }) : {};
}

/** All cookies of a Cookie header, decoded; undecodable values are dropped. */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(parseRaw(header))) {
    const decoded = value === undefined ? undefined : safeDecode(value);
    if (decoded !== undefined) result[name] = decoded;
  }
  return result;
}

function rawValue(definition: CookieDefinition<unknown>, header: string | null | undefined): string | undefined {
  return parseRaw(header)[definition.name];
}

/** The typed value, or undefined when absent or malformed. Never throws. */
export function readCookie<T>(definition: CookieDefinition<T>, header: string | null | undefined): T | undefined {
  const raw = rawValue(definition, header);
  if (raw === undefined || raw.length > MAX_COOKIE_VALUE_LENGTH) return undefined;
  const decoded = safeDecode(raw);
  if (decoded === undefined) return undefined;
  try {
    return definition.parse(decoded);
  } catch {
    return undefined;
  }
}

/** True when the cookie is present but unreadable, so its owner should rewrite or clear it. */
export function isCookieMalformed(definition: CookieDefinition<unknown>, header: string | null | undefined): boolean {
  return rawValue(definition, header) !== undefined && readCookie(definition, header) === undefined;
}

export interface CookieWriteOptions {
  /** Secure outside localhost (ARCHITECTURE §6). */
  secure: boolean;
}

/** A Set-Cookie header value for the cookie. */
export function serializeSetCookie<T>(definition: CookieDefinition<T>, value: T, options: CookieWriteOptions): string {
  return stringifySetCookie({
    name: definition.name,
    value: definition.serialize(value),
    path: '/',
    sameSite: 'lax',
    secure: options.secure,
    httpOnly: definition.httpOnly,
    ...(definition.maxAgeDays === null ? {} : { maxAge: definition.maxAgeDays * 24 * 60 * 60 }),
  });
}

export function serializeClearCookie(definition: CookieDefinition<unknown>, options: CookieWriteOptions): string {
  return stringifySetCookie({
    name: definition.name,
    value: '',
    path: '/',
    sameSite: 'lax',
    secure: options.secure,
    httpOnly: definition.httpOnly,
    maxAge: 0,
  });
}

/** Browser side: read a cookie from document.cookie (server render: always undefined). */
export function readBrowserCookie<T>(definition: CookieDefinition<T>): T | undefined {
  if (typeof document === 'undefined') return undefined;
  return readCookie(definition, document.cookie);
}

/** Browser side: write a script-readable cookie. */
export function writeBrowserCookie<T>(definition: CookieDefinition<T>, value: T): void {
  if (typeof document === 'undefined') return;
  if (definition.httpOnly) throw new Error(`Cookie ${definition.name} is httpOnly and is written by the server only`);
  document.cookie = serializeSetCookie(definition, value, { secure: window.location.protocol === 'https:' });
}
