import type { Server } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import { FaultRegistry, parseFault } from './http/faults.ts';
import { createHttpServer } from './http/server.ts';
import { json, type Route } from './http/types.ts';
import { SEED_VERSION } from './database.ts';
import { customerProfileLookup } from './account/profile.ts';
import { accountRoutes } from './account/routes.ts';
import { coveoAnalyticsMounts, coveoRoutes, DEFAULT_COVEO_API_KEY } from './coveo/routes.ts';
import { formBuilderRoutes } from './form-builder/routes.ts';
import { geoIpRoutes } from './geo-ip/routes.ts';
import { mapsRoutes } from './maps/routes.ts';
import { accessTokenAccount, endAccountSessions } from './oidc/account-tokens.ts';
import { identityMount } from './oidc/routes.ts';
import { mediaRoutes } from './media/routes.ts';
import { productDataRoutes } from './product-data/routes.ts';
import { shopAccessRoutes } from './shop-access/routes.ts';
import { sentryRoutes } from './sentry/routes.ts';
import { shopifyRoutes } from './shopify/routes.ts';
import { sitecoreRoutes } from './sitecore/routes.ts';
import { tagManagerRoutes } from './tag-manager/routes.ts';

export const SERVICE_NAME = 'local-services';

/** Every fault-switchable service; the list grows as later issues add stand-ins. */
export const SERVICES = [
  'layout',
  'dictionary',
  'graphql',
  'geoip',
  'menu',
  'regions',
  'media',
  'product-data',
  'master-products',
  'identity',
  'account',
  'storefront',
  'shop-access',
  'coveo',
  'form-builder',
  'locator',
  'places',
  'map-style',
  'sentry',
  'tag-manager',
] as const;

export interface AppOptions {
  apiKey: string;
  /** Coveo search API key (POST /rest/search/v2/token); default local-coveo-api-key. */
  coveoApiKey?: string;
  /** Load the search index at start (the command line's server), not on the first search. */
  warmSearchIndex?: boolean;
  /**
   * Where the media library keeps the pictures it generates (beside the database); when set, it
   * also draws the content's pictures in the background from the start. None: in memory, on demand.
   */
  mediaCacheDir?: string;
  log?: (line: string) => void;
}

export function createApp(db: DatabaseSync, options: AppOptions): { server: Server; faults: FaultRegistry } {
  const faults = new FaultRegistry();
  const log = options.log ?? ((line: string) => console.error(`[${SERVICE_NAME}] ${line}`));

  const admin: Route[] = [
    {
      method: 'GET',
      path: '/health',
      service: null,
      handler: () => json(200, { service: SERVICE_NAME, seedVersion: SEED_VERSION, ok: true }),
    },
    { method: 'GET', path: '/__faults', service: null, handler: () => json(200, faults.list()) },
    {
      method: 'PUT',
      path: '/__faults/:service',
      service: null,
      handler: ({ params, body }) => {
        const service = params['service'] ?? '';
        if (!(SERVICES as readonly string[]).includes(service)) {
          return json(404, { message: `Unknown service "${service}". Known: ${SERVICES.join(', ')}` });
        }
        const fault = parseFault(body);
        if (typeof fault === 'string') return json(400, { message: fault });
        faults.set(service, fault);
        log(`fault set: ${service} ${fault.mode}${fault.mode === 'slow' ? ` ${fault.delayMs} ms` : ''}`);
        return json(200, faults.list());
      },
    },
    {
      method: 'DELETE',
      path: '/__faults/:service',
      service: null,
      handler: ({ params }) => {
        faults.clear(params['service']);
        return json(200, faults.list());
      },
    },
    {
      method: 'DELETE',
      path: '/__faults',
      service: null,
      handler: () => {
        faults.clear();
        return json(200, {});
      },
    },
  ];

  // One folder per vendor the sites talk to (src/{vendor}/routes.ts); a new vendor adds its routes here.
  const routes = [
    ...admin,
    ...sitecoreRoutes(db, { apiKey: options.apiKey, customerProfile: customerProfileLookup(db, (token) => accessTokenAccount(db, token)) }),
    ...geoIpRoutes(db),
    ...formBuilderRoutes(db, { apiKey: options.apiKey }),
    ...mapsRoutes(db, { apiKey: options.apiKey }),
    ...mediaRoutes({ db, cacheDir: options.mediaCacheDir, warm: options.mediaCacheDir !== undefined, log }),
    ...productDataRoutes(db),
    ...accountRoutes(db, {
      accessTokenAccount: (token) => accessTokenAccount(db, token),
      endAccountSessions: (accountId) => endAccountSessions(db, accountId),
    }),
    ...shopifyRoutes(db),
    ...shopAccessRoutes(),
    ...sentryRoutes(),
    ...tagManagerRoutes(), // a stand-in tag manager container that records what it receives (issue 29)
    ...coveoRoutes(db, {
      apiKey: options.coveoApiKey ?? DEFAULT_COVEO_API_KEY,
      tokenSecret: 'local-coveo-token-secret',
      warm: options.warmSearchIndex ?? false,
    }),
  ];
  return { server: createHttpServer(routes, faults, log, [identityMount(db), ...coveoAnalyticsMounts()]), faults };
}
