import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@lumen/validation';
import { pendingMigrations } from '#src/db/migrate.ts';
import { ServiceUnavailableError } from '#src/lib/service-unavailable-error.ts';

const ReadinessSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});

/**
 * GET /health/ready: the database answers and has every migration this build ships, so the
 * instance can take traffic. GET /health is the same check, kept for the tools that already
 * poll it (start script, e2e web server). Both skip the in-flight cap: a probe measures the
 * instance, it is not load to shed (ADR 011).
 */
export const getReadiness: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/health/ready', '/health']) {
    app.get(
      url,
      {
        config: { loadShedding: false },
        schema: {
          tags: ['health'],
          summary:
            url === '/health'
              ? 'Readiness (same as /health/ready)'
              : 'Readiness: database reachable and migrated',
          response: { 200: ReadinessSchema, 503: ApiErrorSchema },
        },
      },
      async () => {
        let pending: string[];
        try {
          pending = await pendingMigrations(app.db);
        } catch (err) {
          app.log.warn({ err }, 'readiness: database unreachable');
          throw new ServiceUnavailableError('The database is unreachable');
        }
        if (pending.length > 0) {
          throw new ServiceUnavailableError(`Database migrations pending: ${pending.join(', ')}`);
        }
        return {
          status: 'ok' as const,
          database: app.db.kind,
          uptimeSeconds: Math.round(process.uptime()),
        };
      },
    );
  }
};
