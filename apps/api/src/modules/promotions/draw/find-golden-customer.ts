import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, GoldenCustomerQuerySchema, GoldenCustomerSchema } from '@lumen/validation';
import { goldenEntries } from '#src/db/schema.ts';
import { drawRefusal } from './golden-draw-records.ts';

/**
 * GET /promotions/golden-ticket/golden-customer?serialNumber= (spec §7; staff only, card
 * golden-ticket-draw, because it names an entrant): who entered a serial.
 */
export const findGoldenCustomerRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/promotions/golden-ticket/golden-customer',
    {
      schema: {
        tags: ['admin'],
        summary: 'The entrant of a golden ticket serial: first name, last name, e-mail',
        querystring: GoldenCustomerQuerySchema,
        response: {
          200: GoldenCustomerSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (req) => {
      const [row] = await app.db.orm
        .select({
          firstName: goldenEntries.firstName,
          lastName: goldenEntries.lastName,
          email: goldenEntries.email,
        })
        .from(goldenEntries)
        .where(eq(goldenEntries.serial, req.query.serialNumber));
      if (!row) throw drawRefusal(404, 'goldenDraw.error.customerNotFound');
      return row;
    },
  );
};
