import type { BlockDataLoader } from '@mbw/content-blocks/server';
import type { PageFacts } from '../request/request-context';
import { contactInfoBlockData } from './contact-info.server';
import { locatorBlockData } from './locator.server';
import { listerBlockData } from './search.server';

/** The server data of every content block that needs some: the listers (search.server.ts), the map page (locator.server.ts) and the contact pages' contact-info panel (contact-info.server.ts). */
export function pageBlockData(facts: PageFacts, request: Request, url: URL): BlockDataLoader {
  const loaders = [listerBlockData(facts, request, url), locatorBlockData(facts, request, url), contactInfoBlockData(facts, request, url)];
  return (rendering) => {
    for (const loader of loaders) {
      const loading = loader(rendering);
      if (loading) return loading;
    }
    return undefined;
  };
}
