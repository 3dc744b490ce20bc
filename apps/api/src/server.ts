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
