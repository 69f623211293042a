import { isSignedIn } from '@mbw/account-data-access';
import type { PageFacts } from '../server/request/request-context';
import { brandTagManager } from '../analytics/brand-tag-manager.server';
import { chromeFor } from './chrome.server';
import type { ShellData } from './shell-frame';

/**
 * What the page shell loads beside the page's own loader: the chrome (header with its menus,
 * footer) of the page language, and the request's facts the frame shows. The public origin makes
 * the structured data's URLs absolute (never the request's Host). The header greets a signed-in
 * customer by last name (a signed-in page is never shared by caches); the account screens read the
 * same customer (AccountViewerProvider): last name and e-mail, nothing secret. Spec shop §1: the
 * cart icon and panel only when the shop shows for this visitor.
 */
export async function loadShell(facts: PageFacts): Promise<ShellData> {
  const { language, publicOrigin, viewer, shop } = facts;
  const customer = isSignedIn(viewer, { editorActive: false }) ? { lastName: viewer.lastName ?? '', email: viewer.userName ?? '' } : null;
  return { chrome: await chromeFor(language.tag), origin: publicOrigin, customer, shop, tagManager: brandTagManager() };
}
