/**
 * Server-only entry of the locator: the map page's block data (the content route's loader calls it
 * for the `SalesAndServicePoints` rendering, with the app's upstream calls).
 */
export { isLocatorRendering, loadLocator, visitorCountry, type GeoIpAnswer } from './lib/server/locator-load';
