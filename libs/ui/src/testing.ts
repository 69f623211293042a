/** Test helpers for projects that render components of the site (not part of any app bundle). */
export { renderWithSite, testSite } from './lib/testing/render-with-site';
