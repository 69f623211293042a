/**
 * Where the production server's rate limits count (issue 29, scale-out; sign-in-limit.server.ts
 * has the limits): with `REDIS_URL` set, in Redis, so every instance behind the load balancer
 * draws on one budget per client; without it, in the process (express-rate-limit's MemoryStore).
 *
 * A Redis that is down or hangs never crashes the server and never holds a request: commands fail
 * at once while the connection is down (no offline queue) and give up after COMMAND_TIMEOUT_MS
 * while it hangs; the limiter then counts in the process until Redis answers again (each instance
 * its own budget, as without Redis), with one warning line when that starts and one when it ends
 * (docs/decisions/shared-rate-limits.md). Read by Node directly (type stripping, like serve.ts).
 */
import { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { MemoryStore, type IncrementResponse, type Options, type Store } from 'express-rate-limit';
import { logEvent } from '../runtime/log.server.ts';

/** How long one Redis command may take before the limiter counts in the process instead. */
export const COMMAND_TIMEOUT_MS = 500;

export interface RateLimitStores {
  /** Whether the budgets are shared (REDIS_URL is set). */
  readonly shared: boolean;
  /** A store for one limiter, under its own key prefix; undefined: the limiter's own in-process store. */
  storeFor(limiter: string): Store | undefined;
  /** Whether the shared store answers now (always true without one); never waits longer than the command timeout. */
  reachable(): Promise<boolean>;
  /** Ends the connection (server shutdown). */
  close(): Promise<void>;
}

/**
 * The stores of one server process. `namespace` keeps the budgets of different sites (brands)
 * apart when they share one Redis.
 */
export function rateLimitStores(redisUrl: string | undefined, namespace: string): RateLimitStores {
  if (!redisUrl) {
    return { shared: false, storeFor: () => undefined, reachable: async () => true, close: async () => undefined };
  }
  const client = new Redis(redisUrl, {
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    // Keep trying to reconnect, at most every 2 s: the fallback covers the gap.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  const health = storeHealth();
  // ioredis reports each failed (re)connection here; without a listener it would print each one.
  client.on('error', (error) => health.failed(error));
  client.on('ready', () => health.ok());
  const sendCommand = (command: string, ...args: string[]) => client.call(command, ...args) as Promise<RedisReply>;
  return {
    shared: true,
    storeFor: (limiter) => sharedStore(() => new RedisStore({ sendCommand, prefix: `rl:${namespace}:${limiter}:` }), health),
    reachable: async () => {
      try {
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    close: async () => {
      // QUIT only to a Redis that answers (the command timeout bounds it); otherwise just drop the connection.
      if (client.status === 'ready') await client.quit().catch(() => undefined);
      client.disconnect();
    },
  };
}

interface StoreHealth {
  ok(): void;
  failed(error: unknown): void;
}

/** One warning when the shared store stops answering, one line when it is back: not one per request. */
function storeHealth(): StoreHealth {
  let healthy = true;
  return {
    ok() {
      if (healthy) return;
      healthy = true;
      logEvent('info', 'rate-limit.store-recovered', { store: 'redis' });
    },
    failed(error) {
      if (!healthy) return;
      healthy = false;
      logEvent('warn', 'rate-limit.store-unavailable', {
        store: 'redis',
        fallback: 'counting in this process until Redis answers',
        error: error instanceof Error ? error.message : String(error),
      });
    },
  };
}

/**
 * Redis first, the process's own count while Redis fails. rate-limit-redis loads its scripts once
 * in init() and keeps a failed load for good, so after any failure the next call starts a fresh
 * RedisStore (one SCRIPT LOAD round trip).
 */
function sharedStore(createRedisStore: () => RedisStore, health: StoreHealth): Store {
  const local = new MemoryStore();
  let options: Options | undefined;
  let redis: Promise<RedisStore> | undefined;
  const connect = (): Promise<RedisStore> => {
    const store = createRedisStore();
    const ready = store.init(options as Options).then(() => store);
    ready.catch(() => undefined); // awaited by the caller; never an unhandled rejection
    return ready;
  };
  async function either<T>(shared: (store: RedisStore) => Promise<T>, inProcess: () => Promise<T> | T): Promise<T> {
    try {
      redis ??= connect();
      const result = await shared(await redis);
      health.ok();
      return result;
    } catch (error) {
      redis = undefined;
      health.failed(error);
      return inProcess();
    }
  }
  return {
    localKeys: false,
    init(given: Options) {
      options = given;
      local.init(given);
    },
    increment: (key: string): Promise<IncrementResponse> =>
      either(
        (store) => store.increment(key),
        () => local.increment(key),
      ),
    decrement: (key: string) =>
      either(
        (store) => store.decrement(key),
        () => local.decrement(key),
      ),
    resetKey: (key: string) =>
      either(
        (store) => store.resetKey(key),
        () => local.resetKey(key),
      ),
    shutdown: () => local.shutdown(),
  };
}
