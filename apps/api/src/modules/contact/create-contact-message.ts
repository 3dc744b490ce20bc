import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  ContactMessageReceiptSchema,
  CreateContactMessageSchema,
} from '@lumen/validation';
import { contactMessages } from '#src/db/schema.ts';

/** Messages one address may send per window: a person rarely sends two, a flood sends many. */
export const CONTACT_MESSAGES_PER_WINDOW = 5;
export const CONTACT_WINDOW_MS = 15 * 60_000;
/**
 * The largest body the route reads: the longest valid message (5,000 characters of up to 4
 * UTF-8 bytes) and the other fields fit with room to spare; anything bigger is not a form.
 */
export const CONTACT_BODY_LIMIT = 32 * 1024;

/**
 * POST /contact-messages: stores one write-to-us message (issue 10 point 4). Public, so it is
 * rate limited per client address (plugins/rate-limit.ts) and has a honeypot: a filled
 * `website` field gets the same 202 as a real message and nothing is stored, so a bot learns
 * nothing (docs/decisions/019).
 */
export const createContactMessage: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact-messages',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      schema: {
        tags: ['contact'],
        summary: 'Send a message with the write-to-us form',
        body: CreateContactMessageSchema,
        response: {
          202: ContactMessageReceiptSchema,
          400: ApiErrorSchema,
          413: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
      config: {
        rateLimit: { max: CONTACT_MESSAGES_PER_WINDOW, timeWindow: CONTACT_WINDOW_MS },
      },
    },
    async (req, reply) => {
      const { website, consent: _consent, ...fields } = req.body;
      if (!website) {
        await app.db.orm.insert(contactMessages).values({ ...fields, consentedAt: new Date() });
      } else {
        req.log.info('contact message caught by the honeypot; not stored');
      }
      return reply.status(202).send({ received: true });
    },
  );
};
