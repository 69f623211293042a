import { lazyWithPreload } from '@mbw/ui';

/**
 * The downloads listers' rows as a chunk of their own: their selection checkboxes are react-aria's,
 * which the product and accessories listers do not load. `loadLister` preloads it on the server
 * for a downloads lister, so its HTML is complete; in the browser it hydrates when it arrives.
 */
export const LazyDownloadResults = lazyWithPreload(() => import('./download-results').then((module) => module.DownloadResults));
