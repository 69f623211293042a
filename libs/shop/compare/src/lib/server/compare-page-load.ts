import { fetchComparedObjects, type ProductDataConfig } from '@mbw/api-clients';
import { serializeClearCookie, serializeSetCookie } from '@mbw/util';
import { allIds } from '../store/compare-list';
import { COMPARE_COOKIE, readCompareList } from '../store/compare-store';
import { compareCategories, type ComparePageData } from '../page/compare-model';

export interface ComparePageContext {
  config: ProductDataConfig;
  /** The page language (en, de, fr, it). */
  language: string;
  /** The language tag of the page's links (de-CH or de). */
  linkLanguage: string;
  cookieHeader: string | null;
  /** Secure cookies outside localhost. */
  secureCookies: boolean;
  signal?: AbortSignal;
  log: (event: string, fields: Record<string, unknown>) => void;
}

export interface ComparePageLoad {
  data: ComparePageData;
  /** The compare cookie rewritten (usable part kept) or cleared when it was malformed. */
  setCookie: string | null;
}

/**
 * The compare page's data on the server (spec discovery §7): the compare cookie's ids, all
 * categories at once, through POST comparedObjects. No cookie: the empty state without a call.
 * A failing gateway: status 'error' ('Something went wrong' with a retry). A malformed cookie is
 * read for its usable part and rewritten in the answer.
 */
export async function loadComparePage(context: ComparePageContext): Promise<ComparePageLoad> {
  const { list, rewrite } = readCompareList(context.cookieHeader);
  const options = { secure: context.secureCookies };
  const setCookie = rewrite
    ? Object.keys(list).length === 0
      ? serializeClearCookie(COMPARE_COOKIE, options)
      : serializeSetCookie(COMPARE_COOKIE, list, options)
    : null;
  const ids = allIds(list);
  if (ids.length === 0) return { data: { status: 'empty' }, setCookie };
  try {
    const entries = await fetchComparedObjects(context.config, { ids, language: context.language, signal: context.signal });
    const categories = compareCategories(list, entries, context.linkLanguage);
    return { data: categories.length === 0 ? { status: 'empty' } : { status: 'ok', categories }, setCookie };
  } catch (error) {
    context.log('compare.compared-objects-unavailable', { error: error instanceof Error ? error.message : String(error) });
    return { data: { status: 'error' }, setCookie };
  }
}
