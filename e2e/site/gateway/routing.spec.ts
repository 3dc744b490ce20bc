import { expect, test } from '@playwright/test';
import { connect } from 'node:net';
import { E2E_API_URL, E2E_SITE_URL } from '../../ports.ts';

test('the gateway sends media to the API, campaign paths to the campaigns app, the rest to the site', async ({
  request,
}) => {
  const media = await request.get('/media/no-such-image.jpg');
  expect(media.status()).toBe(404);
  expect(media.headers()['content-type']).toContain('application/json'); // the API's 404, not the site's page

  // The campaigns app's page, in the site's chrome, with its files under /_campaigns/ (which
  // the gateway sends to it too). Without the app the gateway answers 503: see
  // site/errors/app-unavailable.spec.ts and the gateway's unit tests.
  const campaignPage = await request.get('/goldenticket/terms-conditions', {
    headers: { accept: 'text/html' },
  });
  expect(campaignPage.status()).toBe(200);
  const html = await campaignPage.text();
  expect(html).toContain('<header');
  const script = /\/_campaigns\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  expect(script).toBeDefined();
  const asset = await request.get(script!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['content-type']).toContain('javascript');

  const adminPath = await request.get('/goldenticketdraw');
  expect(adminPath.status()).toBe(404);
  expect(await adminPath.text()).toContain('Back to Home');
});

/** Sends a request line as written; HTTP clients (and Playwright) would normalise it first. */
function rawGet(target: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(E2E_SITE_URL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString();
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0), text });
    });
  });
}

test('the gateway never fetches a server named in the request target, nor API routes by dot segments', async () => {
  const api = new URL(E2E_API_URL).host;
  for (const target of [
    `//${api}/openapi.json`,
    `http://${api}/openapi.json`,
    `/\\${api}/openapi.json`,
  ]) {
    const r = await rawGet(target);
    expect(r.status, target).toBe(400);
    expect(r.text, target).not.toContain('"openapi"');
  }
  for (const target of [
    '/media/../openapi.json',
    '/media/%2e%2e/graphql',
    '/media/..%2fopenapi.json',
  ]) {
    const r = await rawGet(target);
    expect([400, 404], target).toContain(r.status);
    expect(r.text, target).not.toContain('"openapi"');
    expect(r.text, target).not.toContain('application/graphql-response+json');
  }
});
