import type { ActionFunctionArgs } from 'react-router';
import { receiveClientError } from '../errors/client-errors.server';

/**
 * POST /api/client-errors: the browser's error reports (entry.client.tsx) into the server log
 * (errors/client-errors.server.ts). Under /api, so only this site's pages may send them (root
 * middleware); a budget per client address (server/serve.ts, CLIENT_ERROR_RATE_LIMIT).
 */
export const action = ({ request }: ActionFunctionArgs) => receiveClientError(request);

/** Nothing to read here. */
export function loader() {
  return new Response('Method not allowed', { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } });
}
