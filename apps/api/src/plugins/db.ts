import fp from 'fastify-plugin';
import type { Database } from '#src/db/client.ts';

declare module 'fastify' {
  // Declaration merging is the one place an interface is required.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    db: Database;
  }
}

/** Makes the database handle available to every route and closes it with the app. */
export const dbPlugin = fp<{ db: Database; closeOnShutdown: boolean }>(
  async (app, { db, closeOnShutdown }) => {
    app.decorate('db', db);
    if (closeOnShutdown) app.addHook('onClose', () => db.close());
  },
  { name: 'db' },
);
