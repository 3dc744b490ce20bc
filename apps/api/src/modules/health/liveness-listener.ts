import { Worker } from 'node:worker_threads';

/*
 * The liveness check on a port of its own, answered by a thread of its own (issue 7, ADR 021).
 *
 * Under load the main thread is busy for a whole event-loop turn at a time and, on a small
 * machine, waits for a CPU behind the database and the other apps: a probe on the main port
 * waited 50–90 ms at p99, and an orchestrator whose probe times out restarts a healthy
 * instance exactly when it is needed most. This thread does nothing else, so the scheduler
 * runs it at once. It still answers for the main thread: the main loop stamps a heartbeat
 * every HEARTBEAT_MS, and a heartbeat older than `maxStallMs` (the loop has not turned for a
 * request's whole deadline: stuck) is answered 503, so a wedged process is still restarted.
 * GET /health/live on the main port stays, with the same body.
 */

const HEARTBEAT_MS = 100;

// CommonJS run by the worker (eval): the built server is one bundle, with no file to point at.
const WORKER_SOURCE = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { host, port, maxStallMs, heartbeat } = workerData;
const beat = new BigInt64Array(heartbeat);
const HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};
const send = (res, status, body, isHead) => {
  res.writeHead(status, HEADERS);
  res.end(isHead ? undefined : JSON.stringify(body));
};
const server = http.createServer((req, res) => {
  req.resume();
  const isHead = req.method === 'HEAD';
  const path = (req.url || '').split('?')[0];
  if ((req.method !== 'GET' && !isHead) || path !== '/health/live') {
    send(res, 404, { statusCode: 404, error: 'Not Found', message: 'Only GET /health/live is served on this port' }, isHead);
    return;
  }
  const stalledMs = Date.now() - Number(Atomics.load(beat, 0));
  if (stalledMs > maxStallMs) {
    send(res, 503, { statusCode: 503, error: 'Service Unavailable', message: 'The event loop has not turned for ' + stalledMs + ' ms' }, isHead);
    return;
  }
  send(res, 200, { status: 'ok', uptimeSeconds: Math.round(process.uptime()) }, isHead);
});
server.on('error', (err) => parentPort.postMessage({ error: err.message }));
server.listen(port, host, () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', (m) => { if (m === 'close') server.close(() => process.exit(0)); });
`;

export type LivenessListener = { port: number; close(): Promise<void> };

/** Starts the thread and resolves once it listens (rejects when it cannot, e.g. port in use). */
export function startLivenessListener(opts: {
  host: string;
  port: number;
  maxStallMs: number;
  /** Where a failure of the thread after it started is reported. */
  onError?: (err: Error) => void;
}): Promise<LivenessListener> {
  const heartbeat = new SharedArrayBuffer(8);
  const beat = new BigInt64Array(heartbeat);
  const stamp = () => Atomics.store(beat, 0, BigInt(Date.now()));
  stamp();
  const timer = setInterval(stamp, HEARTBEAT_MS);
  timer.unref();
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { host: opts.host, port: opts.port, maxStallMs: opts.maxStallMs, heartbeat },
  });
  // It must never keep the process alive on its own, nor take it down.
  worker.unref();
  return new Promise((resolve, reject) => {
    worker.once('message', (m: { port?: number; error?: string }) => {
      if (m.error !== undefined || m.port === undefined) {
        clearInterval(timer);
        void worker.terminate();
        reject(new Error(`Liveness port ${opts.port}: ${m.error ?? 'no port'}`));
        return;
      }
      started = true;
      resolve({
        port: m.port,
        close: async () => {
          clearInterval(timer);
          worker.postMessage('close');
          await new Promise((done) => worker.once('exit', done));
        },
      });
    });
    let started = false;
    worker.on('error', (err) => {
      if (started) {
        opts.onError?.(err);
        return;
      }
      clearInterval(timer);
      reject(err);
    });
  });
}
