import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '@lumen/validation';
import { createTestApp } from '#src/testing/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** The documented error body, and nothing else. */
const StrictApiError = ApiErrorSchema.strict();

function expectApiError(body: unknown, statusCode: number, error: string) {
  expect(StrictApiError.parse(body)).toMatchObject({ statusCode, error });
}

describe('errors Fastify raises itself', () => {
  it('answers a malformed percent-encoding with the error body', async () => {
    for (const url of ['/%', '/products/%E0%A4%A', '/media/%zz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expectApiError(res.json(), 400, 'Bad Request');
      expect(res.headers.vary).toBe('Origin');
    }
  });

  it('answers a path parameter over maxParamLength with a 414 error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/product/${'x'.repeat(400)}` });
    expect(res.statusCode).toBe(414);
    expectApiError(res.json(), 414, 'URI Too Long');
    expect(res.headers.vary).toBe('Origin');
  });

  it('answers invalid JSON, an unsupported media type and a huge body with the error body', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/products/listing',
      headers: { 'content-type': 'application/json' },
      payload: '{"page": ',
    });
    expect(json.statusCode).toBe(400);
    expectApiError(json.json(), 400, 'Bad Request');
    expect(json.json().message).toBe('Malformed JSON body');

    const xml = await t.app.inject({
      method: 'POST',
      url: '/products/listing',
      headers: { 'content-type': 'application/xml' },
      payload: '<page/>',
    });
    expect(xml.statusCode).toBe(415);
    expectApiError(xml.json(), 415, 'Unsupported Media Type');

    const huge = await t.app.inject({
      method: 'POST',
      url: '/products/listing',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(1_100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expectApiError(huge.json(), 413, 'Payload Too Large');
  });
});

type RawResponse = { status: number; headers: Record<string, string>; body: string };

/** Sends bytes on a fresh connection and reads the answer until the server closes it. */
function rawRequest(request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (data += chunk));
    // The server closes after answering; a reset while we still write is expected.
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') reject(err);
    });
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [
          l.slice(0, l.indexOf(':')).toLowerCase(),
          l.slice(l.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

describe('requests node’s HTTP parser refuses (real server)', () => {
  it('answers a 20 KB URL with 414 and the error body', async () => {
    const res = await rawRequest(`GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(res.status).toBe(414);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers.vary).toBe('Origin');
    expectApiError(JSON.parse(res.body), 414, 'URI Too Long');
  });

  it('answers 40 KB of headers with 431 and the error body', async () => {
    const res = await rawRequest(
      `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(res.headers.vary).toBe('Origin');
    expectApiError(JSON.parse(res.body), 431, 'Request Header Fields Too Large');
  });

  it('answers an unreadable request with 400 and the error body', async () => {
    const res = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(res.status).toBe(400);
    expectApiError(JSON.parse(res.body), 400, 'Bad Request');
  });

  it('answers a malformed percent-encoding on the wire too', async () => {
    const res = await rawRequest('GET /% HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(400);
    expectApiError(JSON.parse(res.body), 400, 'Bad Request');
  });
});

describe('a malformed Host header', () => {
  it('is a 400 with the error body on every route, GraphQL included, never a 500', async () => {
    for (const host of ['[', '[::1', 'a b', 'exa/mple', 'a@b', 'x:y', 'a%zz', '']) {
      for (const url of ['/graphql?query=%7B__typename%7D', '/health/live', '/auth/session']) {
        const res = await rawRequest(
          `GET ${url} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
        );
        expect(res.status, `${JSON.stringify(host)} ${url}`).toBe(400);
        expect(JSON.parse(res.body)).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: 'The Host header is malformed',
        });
        expect(res.headers.vary).toBe('Origin');
      }
    }
  });

  it('lets every well-formed host through', async () => {
    for (const host of [
      'localhost',
      'localhost:4000',
      '127.0.0.1:4000',
      '[::1]:4000',
      'api.lumen.example',
    ]) {
      const res = await rawRequest(
        `GET /graphql?query=%7B__typename%7D HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(res.status, host).toBe(200);
    }
  });
});
