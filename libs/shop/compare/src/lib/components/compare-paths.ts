/** The compare page (spec shop §2 "The compare page link is /Comparison"); AppLink adds the language. */
export const COMPARE_PAGE_PATH = '/Comparison';
