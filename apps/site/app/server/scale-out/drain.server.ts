/**
 * Graceful shutdown of the production server (issue 29, scale-out). On SIGTERM (or SIGINT) the
 * server stops accepting connections at once, answers the requests already in flight, closes each
 * keep-alive connection as soon as it is idle, and exits 0 when the last one is done. Requests that
 * still run after `timeoutMs` are cut and the process exits 1 (a load balancer's or Kubernetes'
 * grace period is 30 s by default: DRAIN_TIMEOUT_MS stays below it). Read by Node directly.
 */
import { AsyncResource } from 'node:async_hooks';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { logEvent } from '../runtime/log.server.ts';

export interface DrainOptions {
  timeoutMs: number;
  /** Called when draining starts (e.g. /readyz turns 503). */
  onDrain?: () => void;
  /** Closes what the process holds open besides the server (the Redis connection). */
  cleanUp?: () => Promise<void>;
  exit?: (code: number) => void;
}

export interface Drain {
  /** Express middleware, first in the chain: counts requests in flight, closes connections once their answer is sent. */
  track(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  /** The server to drain; from now on SIGTERM and SIGINT start the drain. */
  attach(server: Server): void;
  /** Starts draining (what SIGTERM does). */
  start(signal: string): void;
}

export function drainOnSignals(options: DrainOptions): Drain {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const inFlight = new Set<ServerResponse>();
  let server: Server | undefined;
  let draining = false;
  /** Cleans up (never longer than a second), then exits. */
  const finish = async (code: number) => {
    const giveUp = new Promise<void>((resolve) => setTimeout(resolve, 1_000).unref());
    await Promise.race([options.cleanUp?.().catch(() => undefined), giveUp]);
    exit(code);
  };
  const drain: Drain = {
    track(_req, res, next) {
      inFlight.add(res);
      // A request on a keep-alive connection that arrives while draining is answered, then the connection closes.
      if (draining) res.shouldKeepAlive = false;
      res.once('close', () => {
        inFlight.delete(res);
        if (draining) setImmediate(() => server?.closeIdleConnections());
      });
      next();
    },
    attach(given) {
      server = given;
      process.on('SIGTERM', () => drain.start('SIGTERM'));
      process.on('SIGINT', () => drain.start('SIGINT'));
    },
    start(signal) {
      if (!server) return;
      const listening = server;
      if (draining) {
        // A second signal: the operator means it.
        logEvent('warn', 'server.stopped', { signal, drained: false, inFlight: inFlight.size });
        void finish(1);
        return;
      }
      draining = true;
      options.onDrain?.();
      for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
      const deadline = setTimeout(() => {
        logEvent('warn', 'server.drain-timeout', { inFlight: inFlight.size, timeoutMs: options.timeoutMs });
        listening.closeAllConnections();
        void finish(1);
      }, options.timeoutMs);
      deadline.unref();
      // Stops listening first (the log line below means no new connection gets in); Node closes the
      // idle connections; the callback runs once every connection is gone.
      // Bound to this context: the last connection to close would otherwise lend its request's trace id to the line.
      listening.close(
        AsyncResource.bind(() => {
          clearTimeout(deadline);
          logEvent('info', 'server.stopped', { signal, drained: true });
          void finish(0);
        }),
      );
      listening.closeIdleConnections();
      logEvent('info', 'server.draining', { signal, inFlight: inFlight.size, timeoutMs: options.timeoutMs });
    },
  };
  return drain;
}
