import brand from 'virtual:brand';
import { configurationSummary, env } from '../server/runtime/env.server';

/**
 * Liveness for load balancers and the test harness: the server answers, nothing upstream is
 * asked. It also says which configuration the process loaded (no secrets, no host names): the
 * server validated it at start (entry.server.tsx), so a running server's summary is its truth.
 */
export function loader() {
  return Response.json({ status: 'ok', ...configurationSummary(env(), brand.id) }, { headers: { 'cache-control': 'no-store' } });
}
