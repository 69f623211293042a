/**
 * The mark the production server's form-post limit puts on a request over its budget
 * (session/sign-in-limit.server.ts formPostRateLimit): the content page's form action answers it
 * with the form's "too many" message instead of forwarding the post (upstream/forms.server.ts).
 * The server drops any value a client sent under this name.
 */
export const FORM_POST_LIMITED_HEADER = 'x-site-form-post-limited';
