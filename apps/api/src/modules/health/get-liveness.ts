import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const LivenessSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
});

/**
 * GET /health/live: the process is up and its event loop turns. It touches no database and
 * skips the in-flight cap, so a saturated or blocked database never gets a healthy process
 * restarted (ADR 011).
 */
export const getLiveness: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/live',
    {
      config: { loadShedding: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (no database)',
        response: { 200: LivenessSchema },
      },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );
};
