import { LOCAL_SERVICES_URL } from './brands';

/**
 * The tag manager container of the e2e stack (issue 29 §2): configured on technologies only, at
 * local-services' stand-in container (tools/local-services/src/tag-manager), which records what it
 * receives. The other brands run with none, as a fresh clone does: their CSP names no tag manager.
 */
export const E2E_TAG_MANAGER = {
  brand: 'technologies',
  containerId: 'GTM-E2ETEST',
  url: `${LOCAL_SERVICES_URL}/tag-manager`,
} as const;

/** The brand servers' environment for it (playwright.config.ts). */
export const TAG_MANAGER_BRAND_ENV = {
  [E2E_TAG_MANAGER.brand]: { TAG_MANAGER_CONTAINER_ID: E2E_TAG_MANAGER.containerId, TAG_MANAGER_URL: E2E_TAG_MANAGER.url },
};
