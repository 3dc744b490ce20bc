import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_TIMEOUTS, refuseMalformedHost } from './client-limits.mjs';

let server: Server | undefined;
afterEach(() => new Promise((done) => (server ? server.close(done) : done(undefined))));

async function start(options: Partial<typeof CLIENT_TIMEOUTS> = {}) {
  server = createServer({ ...CLIENT_TIMEOUTS, ...options }, (req, res) =>
    refuseMalformedHost(req, res, () => res.end('page')),
  );
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

function sendRaw(port: number, bytes: string, dripMs?: number) {
  return new Promise<{ answer: string; heldMs: number }>((resolve) => {
    const started = performance.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    const drip = dripMs ? setInterval(() => socket.write('a'), dripMs) : undefined;
    socket.on('data', (c: Buffer) => (answer += c.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ answer, heldMs: performance.now() - started });
    });
  });
}

describe('client limits of the public apps’ server', () => {
  it('answers a malformed Host with 400, and a good one goes on to the app', async () => {
    const port = await start();
    for (const host of ['[', 'a b', '[::1', 'x:y']) {
      const { answer } = await sendRaw(
        port,
        `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer, host).toMatch(/^HTTP\/1\.1 400/);
    }
    const { answer } = await sendRaw(
      port,
      'GET / HTTP/1.1\r\nHost: fr.localhost:3002\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200[^]*page$/);
  });

  it('cuts off a client that sends its headers byte by byte', async () => {
    const port = await start({ headersTimeout: 400, connectionsCheckingInterval: 100 });
    const { answer, heldMs } = await sendRaw(port, 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ', 50);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(heldMs).toBeLessThan(2000);
  });

  it('bounds the headers time by default', () => {
    expect(CLIENT_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(10_000);
    expect(CLIENT_TIMEOUTS.connectionsCheckingInterval).toBeLessThanOrEqual(1_000);
  });
});
