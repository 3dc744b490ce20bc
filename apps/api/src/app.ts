import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue-routes.ts';
import { useQueryBudget } from './modules/content/query-budget.ts';
import { contentSchema } from './modules/content/schema.ts';
import { getHealth } from './modules/health/get-health.ts';
import { serveMedia } from './modules/media/serve-media.ts';
import { recordSearch } from './modules/search-history/record-search.ts';
import { dbPlugin } from './plugins/db.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { graphqlPlugin } from './plugins/graphql.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';

export type BuildAppOptions = {
  db: Database;
  /** Whether closing the app also closes the database (tests share one across apps). */
  closeDatabase?: boolean;
  corsOrigins?: string[];
  /** Origins CORS lets send credentials: none, until the admin console (ADMIN_ORIGIN). */
  corsCredentialOrigins?: string[];
  /** Whether GraphQL introspection and suggestions answer (GRAPHQL_INTROSPECTION). */
  graphqlIntrospection?: boolean;
  dataDir: string;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the API without listening, so tests can `inject` requests with no port. */
export async function buildApp(opts: BuildAppOptions) {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    // Errors raised before routing (a bad URL, an unreadable request) keep the one error body.
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    corsOrigins: opts.corsOrigins ?? [],
    corsCredentialOrigins: opts.corsCredentialOrigins ?? [],
  });
  await app.register(openapiPlugin);
  await app.register(dbPlugin, { db: opts.db, closeOnShutdown: opts.closeDatabase ?? true });

  await app.register(graphqlPlugin, {
    schema: contentSchema,
    plugins: [useQueryBudget()],
    introspection: opts.graphqlIntrospection ?? false,
  });

  await app.register(getHealth);
  await app.register(serveMedia, { dataDir: opts.dataDir });
  await app.register(catalogueRoutes, { dataDir: opts.dataDir });
  await app.register(recordSearch);

  return app;
}
