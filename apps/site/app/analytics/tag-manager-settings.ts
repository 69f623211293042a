import type { TagManagerSettings } from '@mbw/analytics';

/** Google's own tag manager host: its analytics hosts come with it in the CSP. */
const GOOGLE_TAG_MANAGER = 'https://www.googletagmanager.com';
/** Where GA4 tags of a Google container send their hits (Google's CSP guide for GA4 and GTM). */
const GOOGLE_ANALYTICS_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

export interface TagManagerConfig {
  TAG_MANAGER_CONTAINER_ID?: string | undefined;
  TAG_MANAGER_URL: string;
}

/**
 * The brand's tag manager (issue 29 §2): the server's TAG_MANAGER_CONTAINER_ID, else the brand
 * config's container; `none` or neither → null, and then nothing loads.
 */
export function tagManagerSettings(config: TagManagerConfig, brandContainerId: string | undefined): TagManagerSettings | null {
  const containerId = config.TAG_MANAGER_CONTAINER_ID ?? brandContainerId;
  if (!containerId || containerId === 'none') return null;
  return { containerId, scriptUrl: `${config.TAG_MANAGER_URL}/gtm.js?id=${encodeURIComponent(containerId)}` };
}

/**
 * What the document CSP adds for a configured container: its script origin (exactly, never a
 * wildcard) for scripts and requests, and for Google's own host the GA4 collection hosts. No
 * container → nothing: the policy names no tag manager.
 */
export function tagManagerCspSources(settings: TagManagerSettings | null): { script: string[]; connect: string[] } {
  if (!settings) return { script: [], connect: [] };
  const origin = new URL(settings.scriptUrl).origin;
  return { script: [origin], connect: origin === GOOGLE_TAG_MANAGER ? [origin, ...GOOGLE_ANALYTICS_CONNECT] : [origin] };
}
