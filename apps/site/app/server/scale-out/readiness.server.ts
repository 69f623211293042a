/**
 * Readiness of the production server (issue 29, scale-out): `GET /readyz` answers 503 until the
 * process has reached every upstream its configuration names (and the shared rate-limit store when
 * `REDIS_URL` is set), then 200; and 503 again once it drains for shutdown (drain.server.ts), so
 * the load balancer stops sending before the process goes. `/healthz` stays liveness: it asks
 * nothing upstream.
 *
 * Once ready, a process stays ready while it runs: an upstream outage later is met by the pages'
 * own fallbacks (stale caches, error pages), and taking every instance out of the balancer at
 * once would turn it into a total outage (docs/decisions/shared-rate-limits.md). The answer names
 * what it still waits for by role, never by host. Read by Node directly (type stripping).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { accountApiUrl, coveoSearchUrl, oidcIssuer, shopAccessApiUrl, shopifyStore, type Env } from '../runtime/env.server.ts';
import { logEvent } from '../runtime/log.server.ts';
import type { RateLimitStores } from './rate-limit-store.server.ts';

export interface ReadinessCheck {
  /** What the check stands for (roles, no host names): shown in the 503 answer and the log. */
  name: string;
  reachable(signal: AbortSignal): Promise<boolean>;
}

/** Gateway answers that say the service behind them is not there. */
const UNREACHABLE_STATUS = new Set([502, 503, 504]);

/**
 * Reached: the origin answers HTTP at all (any status but 502–504: a 404 or 401 from a real API
 * still proves the network path, DNS and TLS work); refused, timed out or a gateway error: not.
 */
export function httpReachable(origin: string) {
  return async (signal: AbortSignal): Promise<boolean> => {
    try {
      const response = await fetch(`${origin}/`, { method: 'GET', redirect: 'manual', signal });
      await response.body?.cancel();
      return !UNREACHABLE_STATUS.has(response.status);
    } catch {
      return false;
    }
  };
}

/** One check per distinct origin of the configured upstreams (locally all of them are local-services, one check). */
export function upstreamChecks(config: Env): ReadinessCheck[] {
  const roles: Array<[string, string]> = [
    ['sitecore', config.SITECORE_API_URL],
    ['geoIp', config.GEOIP_URL ?? config.SITECORE_API_URL],
    ['maps', config.MAPS_URL ?? config.SITECORE_API_URL],
    ['productData', config.PRODUCT_API_URL ?? config.SITECORE_API_URL],
    ['account', accountApiUrl(config)],
    ['identity', oidcIssuer(config)],
    ['shopify', shopifyStore(config)],
    ['shopAccess', shopAccessApiUrl(config)],
    ['search', coveoSearchUrl(config)],
  ];
  const byOrigin = new Map<string, string[]>();
  for (const [role, url] of roles) {
    const origin = new URL(url).origin;
    byOrigin.set(origin, [...(byOrigin.get(origin) ?? []), role]);
  }
  return [...byOrigin].map(([origin, names]) => ({ name: names.join('+'), reachable: httpReachable(origin) }));
}

export interface Readiness {
  /** The /readyz handler (Express or plain Node). */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** From now on /readyz answers 503 (shutdown). */
  drain(): void;
}

export function readiness(checks: ReadinessCheck[], { timeoutMs }: { timeoutMs: number }): Readiness {
  let ready = false;
  let draining = false;
  let probing: Promise<string[]> | undefined;
  /** The checks that failed; one probe at a time, however many probes the balancers send. */
  const probe = () => {
    probing ??= (async () => {
      const signal = AbortSignal.timeout(timeoutMs);
      const results = await Promise.all(checks.map(async (check) => ((await check.reachable(signal)) ? [] : [check.name])));
      return results.flat();
    })().finally(() => {
      probing = undefined;
    });
    return probing;
  };
  const answer = (res: ServerResponse, status: number, body: Record<string, unknown>) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  return {
    handle(_req, res) {
      if (draining) return answer(res, 503, { status: 'draining' });
      if (ready) return answer(res, 200, { status: 'ready' });
      void probe().then(
        (waitingFor) => {
          if (draining) return answer(res, 503, { status: 'draining' });
          if (waitingFor.length > 0) return answer(res, 503, { status: 'starting', waitingFor });
          if (!ready) logEvent('info', 'server.ready', { checked: checks.map((check) => check.name) });
          ready = true;
          answer(res, 200, { status: 'ready' });
        },
        () => answer(res, 503, { status: 'starting' }),
      );
    },
    drain() {
      draining = true;
    },
  };
}

/** The production server's readiness: the configured upstreams, and the shared rate-limit store when there is one. */
export function serverReadiness(config: Env, stores: RateLimitStores): Readiness {
  const store: ReadinessCheck[] = stores.shared ? [{ name: 'rateLimitStore', reachable: () => stores.reachable() }] : [];
  return readiness([...upstreamChecks(config), ...store], { timeoutMs: config.UPSTREAM_TIMEOUT_MS });
}
