import fp from 'fastify-plugin';
import { HttpError } from '#src/lib/http-error.ts';

declare module 'fastify' {
  // Declaration merging is the one place an interface is required.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /**
     * true: the route refuses bad text itself, in its own error shape (GraphQL answers
     * BAD_USER_INPUT naming the argument, and stores nothing).
     */
    checksOwnText?: boolean;
  }
}

/** What a NUL is refused with; the field's message is the forms' key for the same rule. */
export const NUL_MESSAGE = 'Text must not contain NUL characters';

/**
 * Where the first NUL of a parsed JSON body sits, in a key or a string ("body.lines.0.name"),
 * or undefined. PostgreSQL cannot store a NUL in text and answers with an internal error, so
 * every body is checked before any route's schema, whatever fields that schema knows.
 */
export function nulField(value: unknown, path = 'body'): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = `${path}.${key}`;
    if (key.includes('\u0000')) return at;
    const found = nulField(inner, at);
    if (found) return found;
  }
  return undefined;
}

/** Refuses a NUL anywhere in a JSON (or text) body with 400, naming the field. */
export const jsonTextPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (req) => {
      if (req.routeOptions.config.checksOwnText) return;
      const field = nulField(req.body);
      if (field)
        throw new HttpError(400, NUL_MESSAGE, [{ field, message: 'text.error.invalidCharacters' }]);
    });
  },
  { name: 'json-text' },
);
