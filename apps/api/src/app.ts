import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue-routes.ts';
import type { ThumbOptions } from './modules/catalogue/get-thumb.ts';
import { contentQueryBudget } from './modules/content/query-budget.ts';
import { contentSchema } from './modules/content/schema.ts';
import { getLiveness } from './modules/health/get-liveness.ts';
import { getReadiness } from './modules/health/get-readiness.ts';
import { serveMedia } from './modules/media/serve-media.ts';
import { recordSearch } from './modules/search-history/record-search.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { graphqlPlugin } from './plugins/graphql.ts';
import { loadSheddingPlugin, type LoadSheddingOptions } from './plugins/load-shedding.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';

export type BuildAppOptions = {
  db: Database;
  /** Whether closing the app also closes the database (tests share one across apps). */
  closeDatabase?: boolean;
  corsOrigins?: string[];
  dataDir: string;
  logger?: FastifyServerOptions['logger'];
  /** Overload behaviour (ADR 011); defaults suit tests and match the env defaults. */
  limits?: Partial<LoadSheddingOptions>;
  thumbs?: ThumbOptions;
};

const DEFAULT_LIMITS: LoadSheddingOptions = {
  maxInFlight: 32,
  maxQueued: 128,
  queueTimeoutMs: 1000,
  requestTimeoutMs: 10_000,
  // Off unless configured: tests block the loop on purpose (seeding) between requests.
  maxEventLoopDelayMs: 0,
};

/** Builds the API without listening, so tests can `inject` requests with no port. */
export async function buildApp(opts: BuildAppOptions) {
  const limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
    // Socket level: a client must deliver its whole request within the deadline (slow-loris).
    requestTimeout: limits.requestTimeoutMs,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { corsOrigins: opts.corsOrigins ?? [] });
  await app.register(openapiPlugin);
  await app.register(loadSheddingPlugin, limits);
  await app.register(dbPlugin, { db: opts.db, closeOnShutdown: opts.closeDatabase ?? true });

  await app.register(graphqlPlugin, {
    schema: contentSchema,
    validationRules: [contentQueryBudget],
  });

  await app.register(getLiveness);
  await app.register(getReadiness);
  await app.register(serveMedia, { dataDir: opts.dataDir });
  await app.register(catalogueRoutes, { dataDir: opts.dataDir, thumbs: opts.thumbs });
  await app.register(recordSearch);

  return app;
}
