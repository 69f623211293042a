/**
 * A query of three digits, a dot and three digits is an article number (spec discovery §2
 * "Search"): the variant tab moves to the front and is selected.
 */
const ARTICLE_NUMBER_QUERY = /^\d{3}\.\d{3}$/;

export function isArticleNumberQuery(query: string): boolean {
  return ARTICLE_NUMBER_QUERY.test(query.trim());
}
