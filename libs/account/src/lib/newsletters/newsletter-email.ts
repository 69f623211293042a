/**
 * Spec discovery §5: a newsletter e-mail is a local part, an @, a domain, a dot and a top-level
 * domain of 2 to 17 letters. No spaces, one @ (a second @ belongs to neither part).
 */
const NEWSLETTER_EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,17}$/;

export function isNewsletterEmail(value: string): boolean {
  return NEWSLETTER_EMAIL.test(value.trim());
}

/**
 * The sign-up page's address with the visitor's e-mail (spec discovery §2: the call to action is
 * followed with an `email` query parameter). The link's own query and fragment are kept; an
 * `email` it carried is replaced.
 */
export function signUpHref(href: string, email: string): string {
  const hashAt = href.indexOf('#');
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const withoutHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : withoutHash.slice(queryAt + 1));
  query.set('email', email.trim());
  return `${path}?${query.toString()}${hash}`;
}
