import { buildApp } from './app.ts';
import { getEnv } from './config/env.ts';
import { openConfiguredDatabase } from './db/open-configured-database.ts';
import { seed } from './seed/seed.ts';

let env;
try {
  env = getEnv();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const db = await openConfiguredDatabase(env);
const app = await buildApp({
  db,
  dataDir: env.DATA_DIR,
  corsOrigins: env.CORS_ORIGINS,
  corsCredentialOrigins: env.ADMIN_ORIGIN ? [env.ADMIN_ORIGIN] : [],
  graphqlIntrospection: env.GRAPHQL_INTROSPECTION,
  logger: { level: env.LOG_LEVEL },
  trustProxy: { hops: env.TRUST_PROXY_HOPS, addresses: env.TRUST_PROXY_ADDRESSES },
  rateLimit: { redisUrl: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX },
  limits: {
    maxInFlight: env.MAX_IN_FLIGHT,
    maxQueued: env.MAX_QUEUED,
    queueTimeoutMs: env.QUEUE_TIMEOUT_MS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
  },
  thumbs: {
    cacheMaxBytes: env.THUMB_CACHE_MAX_MB * 1024 ** 2,
    renderConcurrency: env.THUMB_RENDER_CONCURRENCY,
    renderQueue: env.THUMB_RENDER_QUEUE,
  },
});
await seed(db, {
  dataDir: env.DATA_DIR,
  catalogueSize: env.CATALOGUE_SIZE,
  log: (m) => app.log.info(m),
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ host: env.HOST, port: env.PORT });
