import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Semaphore } from '#src/lib/semaphore.ts';
import { ServiceUnavailableError } from '#src/lib/service-unavailable-error.ts';

declare module 'fastify' {
  // Declaration merging is the one place an interface is required.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** false: answered even when the API is saturated (health probes); still time-limited. */
    loadShedding?: boolean;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** The in-flight gate; tests and metrics read active, queued and peak from it. */
    requestGate: Semaphore;
  }
}

export type LoadSheddingOptions = {
  /** Requests worked on at once. */
  maxInFlight: number;
  /** Requests that may wait for a slot; beyond, 503 at once. */
  maxQueued: number;
  /** Longest wait for a slot before 503. */
  queueTimeoutMs: number;
  /** Longest time from arrival to answer before 503. */
  requestTimeoutMs: number;
};

type Held = { release?: () => void; left: AbortController; deadline: NodeJS.Timeout };

/**
 * Caps the requests being worked on at once (they share one database pool or, on PGlite, one
 * engine thread). A few more wait briefly in a FIFO queue; the rest are answered 503 with
 * Retry-After before any work starts, so under overload latency stays bounded and the excess
 * is shed instead of every request slowing down together. Every request also has a deadline
 * after which it is answered 503. ADR 011.
 *
 * The deadline is ours, not Fastify's `handlerTimeout`: on Node 20 that timer is cleared when
 * a request body has been read, so it never fires for POST /products/listing.
 */
export const loadSheddingPlugin = fp<LoadSheddingOptions>(
  async (app, opts) => {
    const gate = new Semaphore({
      limit: opts.maxInFlight,
      maxQueued: opts.maxQueued,
      maxWaitMs: opts.queueTimeoutMs,
      busyMessage: 'The server is busy; try again shortly',
    });
    app.decorate('requestGate', gate);
    const held = new WeakMap<FastifyRequest, Held>();

    app.addHook('onRequest', async (req, reply) => {
      const entry: Held = {
        left: new AbortController(),
        deadline: setTimeout(() => onDeadline(reply), opts.requestTimeoutMs),
      };
      held.set(req, entry);
      if (req.routeOptions.config.loadShedding === false) return;
      entry.release = await gate.acquire(entry.left.signal);
    });

    function onDeadline(reply: FastifyReply) {
      // A response already streaming (a media file) is left to finish.
      if (reply.sent || reply.raw.headersSent) return;
      reply.log.warn({ url: reply.request.url }, 'request deadline passed');
      void reply.send(
        new ServiceUnavailableError(
          `No answer within ${opts.requestTimeoutMs} ms; try again shortly`,
        ),
      );
    }

    // The slot is given back once the answer is being sent: the work is done, or the deadline
    // answered for it. onSend runs even when the client has gone; onResponse then does not.
    const finish = async (req: FastifyRequest) => {
      const entry = held.get(req);
      if (!entry) return;
      held.delete(req);
      clearTimeout(entry.deadline);
      entry.release?.();
    };
    app.addHook('onSend', finish);
    app.addHook('onResponse', finish);
    // A client that hangs up while queued leaves the queue; one whose request is running keeps
    // its slot until the work ends or the deadline fires, since the database is still busy.
    app.addHook('onRequestAbort', async (req) => {
      held.get(req)?.left.abort(new ServiceUnavailableError('The client closed the connection'));
    });
  },
  { name: 'load-shedding' },
);
