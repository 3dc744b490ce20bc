import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, StaffSessionSchema } from '@lumen/validation';
import { sessionView } from './session-view.ts';
import { signedInStaff } from './signed-in-staff.ts';

/**
 * GET /auth/session: who is signed in, their role, the dashboard cards it opens and when the
 * session ends. 401 without a live session (plugins/auth.ts), which the console turns into
 * the redirect to /admin-login (spec §8).
 */
export const getSessionRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in staff member, role and dashboard cards',
        response: { 200: StaffSessionSchema, 401: ApiErrorSchema },
      },
    },
    async (req) => sessionView(signedInStaff(req)),
  );
};
