import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import aws4 from 'aws4';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage, type S3StorageOptions } from './s3-storage.ts';

// s3rver is an S3 emulator that checks Signature V4 like the real service, so these tests
// fail on a wrong signature, path or header, not only on a wrong body.
let dir: string;
let server: S3rver;
let opts: S3StorageOptions;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lumen-s3-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(dir, 'store'),
    configureBuckets: [{ name: 'invoices', configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  opts = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'invoices',
    region: 'us-east-1',
    // s3rver's built-in development credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    spoolDir: join(dir, 'spool'),
  };
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

async function text(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('s3Storage', () => {
  it('stores, reads back and deletes an object, leaving no spool file', async () => {
    const storage = s3Storage(opts);
    const r = await storage.put(
      'invoices/wc/a1.pdf',
      Readable.from(['%PDF-', 'body']),
      'application/pdf',
    );
    expect(r.bytes).toBe(9);
    expect(await text(await storage.get('invoices/wc/a1.pdf'))).toBe('%PDF-body');
    expect(await readdir(opts.spoolDir)).toEqual([]);
    await storage.delete('invoices/wc/a1.pdf');
    await expect(storage.get('invoices/wc/a1.pdf')).rejects.toThrow(/404/);
  });

  it('sends nothing to the store when the stream fails, and cleans its spool', async () => {
    const storage = s3Storage(opts);
    async function* failing() {
      yield Buffer.from('%PDF-');
      throw new Error('too large');
    }
    await expect(
      storage.put('invoices/wc/b.pdf', Readable.from(failing()), 'application/pdf'),
    ).rejects.toThrow('too large');
    await expect(storage.get('invoices/wc/b.pdf')).rejects.toThrow(/404/);
    expect(await readdir(opts.spoolDir)).toEqual([]);
  });

  it('fails loudly when the store refuses', async () => {
    const storage = s3Storage({ ...opts, bucket: 'no-such-bucket' });
    await expect(
      storage.put('invoices/wc/c.pdf', Readable.from(['%PDF-']), 'application/pdf'),
    ).rejects.toThrow(/404/);
    expect(await readdir(opts.spoolDir)).toEqual([]);
  });

  // s3rver does not check V4 signatures, so a listener records what is sent: the request
  // on the wire must be exactly the one signed (method, path, host, every signed header).
  it('sends exactly the request it signed, with the region and service in its scope', async () => {
    let seen: {
      method?: string;
      url?: string;
      headers: Record<string, string | string[] | undefined>;
    } = { headers: {} };
    const capture = createServer((req, res) => {
      seen = { method: req.method, url: req.url, headers: req.headers };
      req.resume().on('end', () => res.writeHead(200).end());
    });
    await new Promise<void>((ok) => capture.listen(0, '127.0.0.1', ok));
    const { port } = capture.address() as AddressInfo;
    const creds = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG' };
    try {
      await s3Storage({
        ...opts,
        ...creds,
        endpoint: `http://127.0.0.1:${port}/store`,
        region: 'eu-west-2',
      }).put('invoices/wc/d.pdf', Readable.from(['%PDF-x']), 'application/pdf');
    } finally {
      capture.close();
    }
    expect(seen.method).toBe('PUT');
    expect(seen.url).toBe('/store/invoices/invoices/wc/d.pdf');
    const auth = String(seen.headers.authorization);
    expect(auth).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-2\/s3\/aws4_request, SignedHeaders=content-length;content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    const signedHeaders = ['content-length', 'content-type', 'x-amz-content-sha256', 'x-amz-date'];
    const again = aws4.sign(
      {
        host: String(seen.headers.host),
        path: seen.url!,
        method: 'PUT',
        service: 's3',
        region: 'eu-west-2',
        headers: Object.fromEntries(signedHeaders.map((h) => [h, String(seen.headers[h])])),
      },
      creds,
    );
    expect(again.headers!.Authorization).toBe(auth);
  });
});
