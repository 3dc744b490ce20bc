import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export type ApiIssue = { field: string; message: string };
export type ApiError = { statusCode: number; error: string; message: string; issues?: ApiIssue[] };

/**
 * One error shape for every endpoint: bad input is a 400 that names each field, unknown
 * routes a 404, overload and timeouts a 503 with Retry-After, and anything unexpected a
 * logged 500 that leaks no internals.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, req, reply) => {
      if (hasZodFastifySchemaValidationErrors(err)) {
        const issues: ApiIssue[] = err.validation.map((v) => {
          const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
          const where = err.validationContext ?? 'body';
          return {
            field: path ? `${where}.${path}` : where,
            message: v.message ?? 'Invalid value',
          };
        });
        const body: ApiError = {
          statusCode: 400,
          error: 'Bad Request',
          message: `Invalid ${issues.map((i) => i.field).join(', ')}`,
          issues,
        };
        return reply.status(400).send(body);
      }
      if (err.statusCode === 503 || isStatementTimeout(err)) {
        // Overload and timeouts are temporary by nature: tell well-behaved clients when to
        // come back rather than letting them retry at once (ADR 011).
        let message = err.message;
        if (err.statusCode !== 503) {
          req.log.warn({ err }, 'statement timeout');
          message = 'The database took too long; try again shortly';
        }
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ statusCode: 503, error: 'Service Unavailable', message } satisfies ApiError);
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message =
          err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
            ? 'Malformed JSON body'
            : err.message;
        return reply
          .status(status)
          .send({ statusCode: status, error: errorName(status), message } satisfies ApiError);
      }
      req.log.error({ err }, 'unhandled error');
      return reply.status(500).send({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong',
      } satisfies ApiError);
    });

    app.setNotFoundHandler((req, reply) =>
      reply.status(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `No route for ${req.method} ${req.url.split('?')[0]}`,
      } satisfies ApiError),
    );
  },
  { name: 'errors' },
);

/** Seconds a client is asked to wait after a 503. */
export const RETRY_AFTER_SECONDS = 1;

/** PostgreSQL's query_canceled (57014): the server's statement_timeout stopped the query. */
function isStatementTimeout(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '57014') return true;
  }
  return false;
}

function errorName(status: number): string {
  const names: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    405: 'Method Not Allowed',
    409: 'Conflict',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    429: 'Too Many Requests',
  };
  return names[status] ?? 'Error';
}
