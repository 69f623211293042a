import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FaultRegistry } from './faults.ts';
import type { Mount, Reply, Route } from './types.ts';

const MAX_BODY_BYTES = 1_000_000;

interface CompiledRoute extends Route {
  regex: RegExp;
  names: string[];
}

function compile(route: Route): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { ...route, regex: new RegExp(`^${source}$`, 'i'), names };
}

async function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new RangeError('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { 'cache-control': 'no-store', ...reply.headers };
  if (reply.bytes !== undefined) {
    res.writeHead(reply.status, {
      'content-type': 'application/octet-stream',
      'content-length': String(reply.bytes.byteLength),
      ...headers,
    });
    res.end(reply.bytes);
    return;
  }
  if (reply.text !== undefined) {
    res.writeHead(reply.status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
    res.end(reply.text);
    return;
  }
  const payload = reply.body === undefined ? '' : JSON.stringify(reply.body);
  res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(payload);
}

/** A small router on node:http: routes, JSON bodies, fault switches per service, no crash on bad input. */
export function createHttpServer(routes: Route[], faults: FaultRegistry, log: (line: string) => void, mounts: Mount[] = []): Server {
  const compiled = routes.map(compile);

  /** A service's fault switch: 'down' drops the connection, 'error' answers 500, 'malformed' answers 200 with broken JSON (all answer: true), 'slow' waits first. */
  async function answeredByFault(service: string, req: IncomingMessage, res: ServerResponse, faultReply?: () => Reply): Promise<boolean> {
    const fault = faults.get(service);
    if (fault?.mode === 'down') {
      req.socket.destroy();
      return true;
    }
    if (fault?.mode === 'error') {
      send(res, faultReply?.() ?? { status: 500, body: { message: `Injected fault: ${service} answers 500` } });
      return true;
    }
    if (fault?.mode === 'malformed') {
      send(res, { status: 200, text: '{"results": [{"title": "truncated', headers: { 'content-type': 'application/json; charset=utf-8' } });
      return true;
    }
    if (fault?.mode === 'slow') await sleep(fault.delayMs);
    return false;
  }

  return createServer(async (req, res) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://local-services');
    } catch {
      send(res, { status: 400, body: { message: 'Bad request URL' } });
      return;
    }
    try {
      const mount = mounts.find((candidate) => url.pathname === candidate.prefix || url.pathname.startsWith(`${candidate.prefix}/`));
      if (mount) {
        if (await answeredByFault(mount.service, req, res)) return;
        await mount.handle(req, res);
        return;
      }
      let pathMatched = false;
      for (const route of compiled) {
        const match = route.regex.exec(url.pathname);
        if (!match) continue;
        pathMatched = true;
        if (route.method !== req.method) continue;

        if (route.service && (await answeredByFault(route.service, req, res, route.faultReply))) return;

        const params: Record<string, string> = {};
        route.names.forEach((name, index) => {
          params[name] = decodeURIComponent(match[index + 1] ?? '');
        });
        let body: unknown;
        if ((req.method === 'POST' || req.method === 'PUT') && !route.rawBody) {
          const raw = await readBody(req, route.maxBodyBytes ?? MAX_BODY_BYTES);
          if (raw) {
            try {
              body = JSON.parse(raw);
            } catch {
              send(res, { status: 400, body: { message: 'Body is not valid JSON' } });
              return;
            }
          }
        }
        send(res, await route.handler({ req, url, params, body }));
        return;
      }
      send(
        res,
        pathMatched ? { status: 405, body: { message: 'Method not allowed' } } : { status: 404, body: { message: 'No such endpoint' } },
      );
    } catch (error) {
      if (error instanceof RangeError) {
        send(res, { status: 413, body: { message: 'Body too large' } });
        return;
      }
      if (error instanceof URIError) {
        send(res, { status: 400, body: { message: 'Malformed URL encoding' } });
        return;
      }
      log(`error on ${req.method} ${url.pathname}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) send(res, { status: 500, body: { message: 'Internal error in local-services' } });
      else res.end();
    }
  });
}
