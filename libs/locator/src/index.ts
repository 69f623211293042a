import { lazyWithPreload } from '@mbw/ui';

/**
 * The sales and service points map page (spec discovery §2; issue 28): the block of the content
 * page whose data the content route's loader fetches (`loadLocator` in `./server`). Its view is a
 * chunk of its own; the map inside it another one, loaded in the browser only.
 */
export const SalesAndServicePoints = lazyWithPreload(() => import('./lib/page/locator-page').then((module) => module.LocatorPage));
export type { LocatorData } from './lib/locator-data';
