import { fetchContactInfo } from '@mbw/api-clients';
import type { BlockDataLoader } from '@mbw/content-blocks/server';
import { isContactInfoRendering, loadContactInfo } from '@mbw/forms/server';
import { visitorCountry } from '@mbw/locator/server';
import type { PageFacts } from '../request/request-context';
import { logEvent } from '../runtime/log.server';
import { contactPointsFor, geoIpOf } from './locator.server';
import { sitecoreConfig } from './sitecore.server';

/**
 * The contact pages' contact-info panel (issue 28; @mbw/forms loadContactInfo): the visitor's
 * country (geo-ip, as the map page), its default contact by ContactInfoQuery, the point of
 * `?contactPoint=` and the change dialog's points (the map's points list, cached). Other blocks: none.
 */
export function contactInfoBlockData(facts: PageFacts, request: Request, url: URL): BlockDataLoader {
  return (rendering) => {
    if (!isContactInfoRendering(rendering)) return undefined;
    return loadContactInfo(rendering, {
      url,
      country: async () => visitorCountry(await geoIpOf(request).catch(() => null)),
      contactInfo: (path) => fetchContactInfo(sitecoreConfig(), { path, language: facts.language.tag, signal: request.signal }),
      points: () => contactPointsFor(facts.language.tag),
      log: (event, fields) => logEvent('warn', event, fields),
    });
  };
}
