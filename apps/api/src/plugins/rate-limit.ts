import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

export type RateLimitPluginOptions = {
  /** redis://… so every API instance counts in the same buckets; unset counts in this process. */
  redisUrl?: string | undefined;
  /** Starts every Redis key, so deployments (and test runs) sharing one server stay apart. */
  keyPrefix?: string | undefined;
};

/**
 * A rate limit that gives up quickly: a check adds at most this much to a request when Redis
 * hangs, and a refused or lost connection fails at once (no offline queue), so a Redis
 * outage never stalls or crashes the API; limits fail open meanwhile (decision 012).
 */
const REDIS_COMMAND_TIMEOUT_MS = 250;
const REDIS_CONNECT_TIMEOUT_MS = 1000;
/** A Redis outage is logged once, then at most this often, not once per request. */
const WARN_EVERY_MS = 30_000;
/** Client addresses the memory store remembers per route (least recently seen are dropped). */
const MEMORY_STORE_KEYS = 10_000;

/**
 * Fixed window per key: the first hit of a window sets its expiry, so every instance sees the
 * same count and reset time. Atomic because Redis runs a script alone; the PTTL guard repairs
 * a key that somehow lost its expiry rather than limiting that client forever.
 */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

type ScriptedRedis = Redis & {
  rateLimitIncr(key: string, windowMs: number): Promise<[number, number]>;
};

/**
 * One rate limiter for every limited route. Routes opt in with their own limit:
 *
 *   app.post('/x', { config: { rateLimit: { max: 60, timeWindow: 60_000 } } }, …)
 *
 * Clients are told apart by `req.ip`, which is the socket address unless the app trusts
 * proxy hops (TRUST_PROXY_HOPS), and IPv6 clients by their /64. A 429 is thrown as an error,
 * so the errors plugin gives it the one error shape; Retry-After and RateLimit-* come with it.
 */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, opts) => {
    const keyPrefix = `${opts.keyPrefix ?? 'lumen:'}rate-limit:`;
    let store: ReturnType<typeof redisStore> | undefined;
    if (opts.redisUrl) {
      const warn = throttledWarn(app.log);
      const redis = await connectRedis(opts.redisUrl, keyPrefix, app.log, warn);
      // disconnect() drops the socket at once; quit() could wait on a Redis that is down.
      app.addHook('onClose', async () => redis.disconnect());
      store = redisStore(redis, keyPrefix, warn);
    } else {
      app.log.info('rate limits are counted in this process only (no REDIS_URL)');
    }

    await app.register(rateLimit, {
      global: false,
      ...(store ? { store } : { cache: MEMORY_STORE_KEYS }),
      skipOnError: true,
      enableDraftSpec: true,
      errorResponseBuilder: (_req, ctx) =>
        Object.assign(new Error(`Too many requests from this address; try again in ${ctx.after}`), {
          statusCode: ctx.statusCode,
        }),
    });
  },
  { name: 'rate-limit', dependencies: ['errors'] },
);

/**
 * Connects before the first request so a healthy Redis is used from the start, but waits no
 * longer than the connect timeout: an API with Redis down still starts, with limits open.
 */
async function connectRedis(
  url: string,
  keyPrefix: string,
  log: FastifyBaseLogger,
  warn: Warn,
): Promise<ScriptedRedis> {
  const redis = new Redis(url, {
    connectionName: keyPrefix.replace(/:$/, ''),
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // The script needs nothing of RESP3, and RESP2 works with every Redis-compatible server.
    protocol: 2,
    scripts: { rateLimitIncr: { numberOfKeys: 1, lua: INCR_SCRIPT } },
  }) as ScriptedRedis;
  let wasReady = false;
  // Without an 'error' listener ioredis prints every failed reconnect to stderr.
  redis.on('error', (err: Error) =>
    warn(err, 'rate-limit store (Redis) unreachable; limits are not enforced until it is back'),
  );
  redis.on('ready', () => {
    if (wasReady) log.info('rate-limit store (Redis) reachable again');
    wasReady = true;
  });
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, REDIS_CONNECT_TIMEOUT_MS);
    redis.once('ready', done);
    redis.once('error', done);
  });
  return redis;
}

function redisStore(
  redis: ScriptedRedis,
  prefix: string,
  warn: Warn,
): new () => FastifyRateLimitStore {
  class RedisWindowStore implements FastifyRateLimitStore {
    private readonly keyPrefix: string;
    // The plugin constructs the root store with its settings; children get their own prefix.
    constructor(_settings?: unknown, keyPrefix = prefix) {
      this.keyPrefix = keyPrefix;
    }

    incr(
      key: string,
      cb: (err: Error | null, res?: { current: number; ttl: number }) => void,
      windowMs: number,
    ): void {
      redis.rateLimitIncr(this.keyPrefix + key, windowMs).then(
        ([current, ttl]) => cb(null, { current, ttl }),
        (err: Error) => {
          warn(err, 'rate-limit store (Redis) failed; request let through');
          cb(err);
        },
      );
    }

    /** One bucket set per route, named by method and URL so every instance agrees on it. */
    child(routeOptions: unknown): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      const name = route?.url ? `${String(route.method)}:${String(route.url)}` : 'custom';
      return new RedisWindowStore(undefined, `${prefix}${name}:`);
    }
  }
  return RedisWindowStore;
}

type Warn = (err: Error, message: string) => void;

function throttledWarn(log: FastifyBaseLogger): Warn {
  let last = -Infinity;
  let suppressed = 0;
  return (err: Error, message: string) => {
    const now = Date.now();
    if (now - last < WARN_EVERY_MS) {
      suppressed += 1;
      return;
    }
    log.warn({ err, suppressed }, message);
    last = now;
    suppressed = 0;
  };
}
