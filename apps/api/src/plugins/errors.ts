import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isWellFormedHost } from '@lumen/validation/host-header';
import { HttpError, invalidFieldsMessage } from '#src/lib/http-error.ts';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { VisitorError } from '#src/lib/visitor-error.ts';

export type ApiIssue = { field: string; message: string };
export type ApiError = { statusCode: number; error: string; message: string; issues?: ApiIssue[] };

/** The documented error body (ApiErrorSchema in @lumen/validation) for a status. */
export function apiError(statusCode: number, message: string, issues?: ApiIssue[]): ApiError {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(issues ? { issues } : {}),
  };
}

/**
 * One error shape for every endpoint: bad input is a 400 that names each field, unknown
 * routes a 404, overload and timeouts a 503 with Retry-After, and anything unexpected a
 * logged 500 that leaks no internals.
 */
export const errorsPlugin = fp(
  async (app) => {
    // Before anything reads the Host (GraphQL builds a URL from it): a 400, not a 500 later.
    app.addHook('onRequest', async (req) => {
      if (!isWellFormedHost(req.headers.host)) throw new HttpError(400, MALFORMED_HOST);
    });
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
        return reply.status(400).send(apiError(400, invalidFieldsMessage(issues), issues));
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
          .send(apiError(503, message));
      }
      if (isUnstorableText(err)) {
        return reply.status(400).send(apiError(400, UNSTORABLE_TEXT_MESSAGE));
      }
      if (err instanceof VisitorError) {
        return reply
          .status(err.statusCode)
          .send({ ...apiError(err.statusCode, err.message), error: err.message });
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message =
          err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
            ? 'Malformed JSON body'
            : err.message;
        const issues = err instanceof HttpError ? err.issues : undefined;
        if (err instanceof HttpError && err.headers) reply.headers(err.headers);
        return reply.status(status).send(apiError(status, message, issues));
      }
      req.log.error({ err }, 'unhandled error');
      return reply.status(500).send(apiError(500, 'Something went wrong'));
    });

    app.setNotFoundHandler((req, reply) =>
      reply.status(404).send(apiError(404, `No route for ${req.method} ${req.url.split('?')[0]}`)),
    );
  },
  { name: 'errors' },
);

const MALFORMED_HOST = 'The Host header is malformed';

/** Seconds a client is asked to wait after a 503. */
export const RETRY_AFTER_SECONDS = 1;

/** PostgreSQL's query_canceled (57014): the server's statement_timeout stopped the query. */
function isStatementTimeout(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '57014') return true;
  }
  return false;
}

export const UNSTORABLE_TEXT_MESSAGE = 'The request holds text the database cannot store';

/**
 * PostgreSQL's character_not_in_repertoire (22021: a NUL in text) and untranslatable_character
 * (22P05: a \u0000 in JSON): characters the client sent, so its mistake and not a 500. The
 * schemas and the JSON body check refuse them first; this is for any input they do not see.
 */
function isUnstorableText(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '22021' || code === '22P05') return true;
  }
  return false;
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is malformed (an invalid percent-encoding)',
  FST_ERR_MAX_PARAM_LENGTH: 'A segment of the URL is too long',
};

/**
 * Fastify's router answers a URL it cannot decode, or a parameter over maxParamLength,
 * before any route, hook or error handler runs (Fastify's `frameworkErrors` option). Given
 * here so those answers have the same body and Vary header as every other error.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) req.log.error({ err: error }, 'framework error');
  void reply
    .status(status)
    .header('vary', 'Origin')
    .send(apiError(status, FRAMEWORK_MESSAGES[error.code] ?? 'Something went wrong'));
}

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'Malformed HTTP request',
  408: 'The request took too long to arrive',
  414: 'The URL is too long',
  431: 'The request headers are too large',
};

/** What node's 'clientError' passes: a parser error carries the packet it choked on. */
type ClientError = Error & { code?: string; rawPacket?: unknown };

/**
 * Whether the parser gave up inside the request line: the packet starts with a method and
 * has no line end within the header limit. A packet that is a later piece of a request
 * cannot tell, and counts as headers.
 */
function requestLineTooLong(packet: unknown): boolean {
  if (!Buffer.isBuffer(packet) || !/^[A-Z]+ /.test(packet.subarray(0, 16).toString('latin1')))
    return false;
  const end = packet.indexOf('\r\n');
  return end === -1 || end >= maxHeaderSize;
}

export function clientErrorStatus(err: ClientError): number {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (err.code === 'HPE_HEADER_OVERFLOW') return requestLineTooLong(err.rawPacket) ? 414 : 431;
  return 400;
}

/**
 * Node's HTTP parser rejects a request it cannot read (a URL or headers over the 16 KB
 * header limit, garbage) before Fastify has a request or a reply, so this writes the answer
 * on the socket itself (Fastify's `clientErrorHandler` option), in the documented shape.
 */
export function clientErrorHandler(this: FastifyInstance, err: ClientError, socket: Duplex) {
  // A reset connection has no one left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = clientErrorStatus(err);
  const body = JSON.stringify(apiError(status, CLIENT_ERROR_MESSAGES[status] ?? 'Client error'));
  this.log.debug({ err }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Vary: Origin\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(err);
}
