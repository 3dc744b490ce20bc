import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BUSY_MESSAGE, Semaphore } from '#src/lib/semaphore.ts';
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
  /** Event-loop lag above which new requests get 503 (0: off). */
  maxEventLoopDelayMs: number;
};

/** How often the event-loop lag is sampled. */
const LAG_SAMPLE_MS = 100;
/** Consecutive late samples that mean overload rather than one slow query. */
const LATE_SAMPLES_TO_SHED = 2;

type Held = { release?: () => void; left: AbortController; deadline: NodeJS.Timeout };

/**
 * Caps the requests being worked on at once (they share one database pool or, on PGlite, one
 * engine thread). A few more wait briefly in a FIFO queue; the rest are answered 503 with
 * Retry-After before any work starts, so under overload latency stays bounded and the excess
 * is shed instead of every request slowing down together. New requests are also shed while
 * the event loop lags, and every request has a deadline after which it is answered 503.
 * ADR 011.
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
    });
    app.decorate('requestGate', gate);
    const held = new WeakMap<FastifyRequest, Held>();

    // PGlite runs queries on this thread, and while a query runs, nothing else does: requests
    // wait in the socket before they reach the cap. A late timer measures that lag. Timers run
    // before I/O in each loop turn, so the backlog read after a long block sees the lag and is
    // shed instead of adding to the work.
    // One late sample is one slow query (a cold first listing on a busy machine) and says
    // nothing about the requests behind it; overload keeps every sample late. So only a run of
    // late samples sheds, which keeps a lone slow query from turning its neighbours into 503s.
    let lateSamples = 0;
    if (opts.maxEventLoopDelayMs > 0) {
      let expected = performance.now() + LAG_SAMPLE_MS;
      const sampler = setInterval(() => {
        const now = performance.now();
        const lag = Math.max(0, now - expected);
        lateSamples = lag > opts.maxEventLoopDelayMs ? lateSamples + 1 : 0;
        expected = now + LAG_SAMPLE_MS;
      }, LAG_SAMPLE_MS);
      sampler.unref();
      app.addHook('onClose', async () => clearInterval(sampler));
    }

    app.addHook('onRequest', async (req, reply) => {
      const entry: Held = {
        left: new AbortController(),
        deadline: setTimeout(() => onDeadline(reply), opts.requestTimeoutMs),
      };
      held.set(req, entry);
      if (req.routeOptions.config.loadShedding === false) return;
      if (lateSamples >= LATE_SAMPLES_TO_SHED) {
        throw new ServiceUnavailableError(BUSY_MESSAGE);
      }
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
