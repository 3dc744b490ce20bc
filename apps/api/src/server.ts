import { join } from 'node:path';
import sharp from 'sharp';
import { buildApp } from './app.ts';
import { getEnvOrExit } from './config/env.ts';
import { openConfiguredDatabase } from './db/open-configured-database.ts';
import { startLivenessListener } from './modules/health/liveness-listener.ts';
import { seedInChildProcess } from './seed/seed-in-child-process.ts';
import { configuredStorage } from './lib/storage/configured-storage.ts';

/** The seed entry of this same build: dist/seed.js beside dist/server.js, or the source under tsx. */
const SEED_ENTRY = import.meta.filename.endsWith('.ts')
  ? join(import.meta.dirname, 'scripts', 'seed.ts')
  : join(import.meta.dirname, 'seed.js');

const env = getEnvOrExit();

// Thumbnails are cached on disk, so libvips' own operation cache only holds memory (ADR 013).
sharp.cache(false);

// Migrating and seeding run in a child process that exits before this one opens the database,
// so the memory they take (tens of MB of native heap for PGlite's first start, hundreds for
// the seed's artwork) is never this process's (seed-in-child-process.ts, ADR 013).
await seedInChildProcess(SEED_ENTRY);
const db = await openConfiguredDatabase(env);

const app = await buildApp({
  db,
  dataDir: env.DATA_DIR,
  storage: configuredStorage(env),
  corsOrigins: env.CORS_ORIGINS,
  adminOrigin: env.ADMIN_ORIGIN,
  graphqlIntrospection: env.GRAPHQL_INTROSPECTION,
  logger: { level: env.LOG_LEVEL },
  trustProxy: { hops: env.TRUST_PROXY_HOPS, addresses: env.TRUST_PROXY_ADDRESSES },
  rateLimit: { redisUrl: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX },
  mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ host: env.HOST, port: env.PORT });
if (env.HEALTH_PORT !== undefined) {
  // A loop that has not turned for a whole request deadline is stuck: restart it.
  const liveness = await startLivenessListener({
    host: env.HOST,
    port: env.HEALTH_PORT,
    maxStallMs: env.REQUEST_TIMEOUT_MS,
    onError: (err) => app.log.error({ err }, 'liveness thread failed'),
  });
  app.log.info({ port: liveness.port }, 'liveness check listening');
}
const mb = (bytes: number) => Math.round(bytes / 1048576);
const { rss, heapUsed, external } = process.memoryUsage();
app.log.info(
  { rssMB: mb(rss), heapUsedMB: mb(heapUsed), externalMB: mb(external) },
  'memory after start',
);
