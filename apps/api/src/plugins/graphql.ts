import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { Database } from '#src/db/client.ts';

export type GraphQLContext = { db: Database };

export type GraphQLPluginOptions = {
  schema: GraphQLSchema;
  /** Yoga plugins, e.g. the content query budget. */
  plugins?: Plugin[];
  /**
   * Whether the schema may be explored: introspection (__schema, __type) and "Did you mean"
   * suggestions in error messages. Off unless GRAPHQL_INTROSPECTION=true; the site's client
   * is typed from the schema file, so nothing in production needs either.
   */
  introspection: boolean;
};

/**
 * Mounts the content GraphQL endpoint at /graphql. In production this is the company's
 * headless CMS; here it is served from the database so every page has real copy.
 */
export const graphqlPlugin = fp<GraphQLPluginOptions>(
  async (app, { schema, plugins = [], introspection }) => {
    const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }, GraphQLContext>({
      schema,
      graphqlEndpoint: '/graphql',
      // GraphiQL would load its UI from a CDN; the API serves data only.
      graphiql: false,
      landingPage: false,
      // Yoga's own CORS would answer any origin, with credentials; the security plugin's
      // CORS applies to /graphql like every other route.
      cors: false,
      logging: {
        debug: () => {},
        info: () => {},
        warn: (...a) => app.log.warn(a),
        error: (...a) => app.log.error(a),
      },
      context: () => ({ db: app.db }),
      plugins: [...plugins, introspection ? shortenEchoes : hideSchema],
    });

    app.route({
      url: yoga.graphqlEndpoint,
      method: ['GET', 'POST', 'OPTIONS'],
      schema: { hide: true },
      config: { checksOwnText: true },
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

/** graphql-js appends suggestions to validation and variable errors; they spell the schema. */
const SUGGESTION = /\s*Did you mean [^]*\?$/;
/** A value graphql-js quotes back in a message (a bad variable, an unknown enum value). */
const QUOTED = /"((?:[^"\\]|\\.){80,})"/g;
/** How much of a long quoted value a message keeps: enough to recognise it, not to echo it. */
const ECHO_CHARS = 40;

/**
 * A message without schema suggestions (when they are hidden) and with long echoed values cut:
 * a 10,000-character bad variable must not come back 10,000 characters long.
 */
function tidied(error: GraphQLError, dropSuggestion: boolean): GraphQLError {
  let message = error.message.replace(
    QUOTED,
    (_, value: string) => `"${value.slice(0, ECHO_CHARS)}…"`,
  );
  if (dropSuggestion) message = message.replace(SUGGESTION, '');
  if (message === error.message) return error;
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

const tidyErrors =
  (dropSuggestion: boolean): Plugin['onResultProcess'] =>
  ({ result, setResult }) => {
    const single = result as ExecutionResult;
    if (Array.isArray(result) || !single.errors?.length) return;
    setResult({
      ...single,
      errors: single.errors.map((e) => (e instanceof GraphQLError ? tidied(e, dropSuggestion) : e)),
    });
  };

/** Refuses __schema and __type (not __typename) and drops suggestions from every error. */
const hideSchema: Plugin = {
  onValidate: ({ addValidationRule }) => {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
  onResultProcess: tidyErrors(true),
};

/** With introspection on, suggestions stay; long echoed values are still cut. */
const shortenEchoes: Plugin = { onResultProcess: tidyErrors(false) };
