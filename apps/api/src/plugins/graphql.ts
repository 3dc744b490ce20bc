import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema, ValidationRule } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { Database } from '#src/db/client.ts';

export type GraphQLContext = { db: Database };

/**
 * Mounts the content GraphQL endpoint at /graphql. In production this is the company's
 * headless CMS; here it is served from the database so every page has real copy.
 */
export const graphqlPlugin = fp<{ schema: GraphQLSchema; validationRules?: ValidationRule[] }>(
  async (app, { schema, validationRules = [] }) => {
    const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }, GraphQLContext>({
      schema,
      graphqlEndpoint: '/graphql',
      // GraphiQL would load its UI from a CDN; the API serves data only.
      graphiql: false,
      landingPage: false,
      logging: {
        debug: () => {},
        info: () => {},
        warn: (...a) => app.log.warn(a),
        error: (...a) => app.log.error(a),
      },
      context: () => ({ db: app.db }),
      // Extra checks (e.g. a cap on store-backed fields) run with graphql-js's own validation.
      plugins: [
        {
          onValidate: ({ addValidationRule }) => {
            for (const rule of validationRules) addValidationRule(rule);
          },
        } satisfies Plugin,
      ],
    });

    app.route({
      url: yoga.graphqlEndpoint,
      method: ['GET', 'POST', 'OPTIONS'],
      schema: { hide: true },
      handler: async (req, reply) => {
        const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
        response.headers.forEach((value, key) => {
          reply.header(key, value);
        });
        reply.status(response.status);
        reply.send(response.body);
        return reply;
      },
    });
    // Yoga reads the raw JSON body itself for multipart/other types; JSON is parsed by Fastify.
  },
  { name: 'graphql', dependencies: ['db'] },
);
