import { json, type Route } from '../http/types.ts';

/**
 * A stand-in for a Google Tag Manager container (issue 29 §2), so tests can see what a container
 * would receive without any third party: point the site's TAG_MANAGER_URL at `{local-services}/tag-manager`
 * and name any container id (TAG_MANAGER_CONTAINER_ID=GTM-…).
 *
 * - `GET /tag-manager/gtm.js?id=GTM-…` → a script that, like the real container, reads the page's
 *   `dataLayer` and everything pushed to it afterwards, and sends each entry (a gtag() call's
 *   arguments as `{ "gtag": [...] }`) to `POST /tag-manager/collect` (a beacon: no CORS, it survives
 *   leaving the page). It sets `window.__tagManagerStandIn = { id, session }`: one session per load.
 * - `GET /tag-manager/received?session=…` → `{ containerId, entries }`, what that load sent, in order.
 *
 * Held in memory (the last 200 sessions); nothing is stored in the database.
 */
export const TAG_MANAGER_PREFIX = '/tag-manager';
const MAX_SESSIONS = 200;
const MAX_ENTRIES = 500;
const CONTAINER_ID = /^GTM-[A-Z0-9]{1,20}$/;
const SESSION = /^[a-z0-9]{6,40}$/;

function containerScript(id: string): string {
  return `(function () {
  var id = ${JSON.stringify(id)};
  var session = Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
  var script = document.currentScript;
  var endpoint = new URL('collect?id=' + encodeURIComponent(id), script && script.src ? script.src : location.href).href;
  window.__tagManagerStandIn = { id: id, session: session };
  var layer = (window.dataLayer = window.dataLayer || []);
  function plain(entry) {
    return Object.prototype.toString.call(entry) === '[object Arguments]' ? { gtag: Array.prototype.slice.call(entry) } : entry;
  }
  function send(entries) {
    var body = JSON.stringify({ session: session, entries: entries.map(plain) });
    if (!(navigator.sendBeacon && navigator.sendBeacon(endpoint, body)))
      fetch(endpoint, { method: 'POST', body: body, keepalive: true, mode: 'no-cors' });
  }
  send(layer.slice());
  var push = layer.push;
  layer.push = function () {
    var result = push.apply(layer, arguments);
    send(Array.prototype.slice.call(arguments));
    return result;
  };
})();
`;
}

export function tagManagerRoutes(): Route[] {
  const sessions = new Map<string, { containerId: string; entries: unknown[] }>();
  return [
    {
      method: 'GET',
      path: `${TAG_MANAGER_PREFIX}/gtm.js`,
      service: 'tag-manager',
      handler: ({ url }) => {
        const id = url.searchParams.get('id') ?? '';
        if (!CONTAINER_ID.test(id)) return { status: 400, text: '// unknown container id' };
        return {
          status: 200,
          text: containerScript(id),
          headers: { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store' },
        };
      },
    },
    {
      method: 'POST',
      path: `${TAG_MANAGER_PREFIX}/collect`,
      service: 'tag-manager',
      handler: ({ url, body }) => {
        const id = url.searchParams.get('id') ?? '';
        const payload = body as { session?: unknown; entries?: unknown } | undefined;
        const session = typeof payload?.session === 'string' ? payload.session : '';
        if (!CONTAINER_ID.test(id) || !SESSION.test(session) || !Array.isArray(payload?.entries))
          return json(400, { message: 'bad beacon' });
        const record = sessions.get(session) ?? { containerId: id, entries: [] };
        record.entries.push(...payload.entries.slice(0, MAX_ENTRIES - record.entries.length));
        sessions.delete(session);
        sessions.set(session, record);
        while (sessions.size > MAX_SESSIONS) sessions.delete(sessions.keys().next().value as string);
        return { status: 204 };
      },
    },
    {
      method: 'GET',
      path: `${TAG_MANAGER_PREFIX}/received`,
      service: null,
      handler: ({ url }) => {
        const record = sessions.get(url.searchParams.get('session') ?? '');
        return record ? json(200, record) : json(404, { message: 'no such session' });
      },
    },
  ];
}
