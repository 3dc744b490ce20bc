import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import aws4 from 'aws4';
import {
  assertStorageKey,
  byteCounter,
  writeNewFile,
  type ObjectStorage,
} from './object-storage.ts';

export type S3StorageOptions = {
  /** The store's base URL, e.g. https://s3.eu-west-2.amazonaws.com or a MinIO/R2 endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where a file waits while it arrives (S3 wants its length before the first byte). */
  spoolDir: string;
};

/**
 * Objects in any S3-compatible store, addressed path-style (`endpoint/bucket/key`, which
 * MinIO, R2 and AWS all accept) and signed with AWS Signature V4. An upload is spooled to
 * local disk first: the store needs the length up front, and an upload that fails its checks
 * half-way then never reaches the store at all.
 */
export function s3Storage(opts: S3StorageOptions): ObjectStorage {
  const base = new URL(opts.endpoint);
  const credentials = { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey };

  async function send(
    method: string,
    key: string,
    init: { body?: Readable; length?: number; contentType?: string } = {},
  ) {
    assertStorageKey(key);
    const path = `${base.pathname.replace(/\/$/, '')}/${encodeURIComponent(opts.bucket)}/${key}`;
    const headers: Record<string, string> = { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' };
    if (init.length !== undefined) headers['content-length'] = String(init.length);
    if (init.contentType) headers['content-type'] = init.contentType;
    const signed = aws4.sign(
      { host: base.host, path, method, service: 's3', region: opts.region, headers },
      credentials,
    );
    const res = await fetch(new URL(path, base), {
      method,
      headers: signed.headers as Record<string, string>,
      ...(init.body ? { body: Readable.toWeb(init.body) as ReadableStream, duplex: 'half' } : {}),
    } as RequestInit);
    if (!res.ok && !(method === 'DELETE' && res.status === 404)) {
      const detail = (await res.text()).slice(0, 200);
      throw new Error(`S3 ${method} ${key}: ${res.status} ${detail}`);
    }
    return res;
  }

  return {
    async put(key, body, contentType) {
      assertStorageKey(key);
      await mkdir(opts.spoolDir, { recursive: true });
      const spool = join(opts.spoolDir, `${randomUUID()}.part`);
      const count = byteCounter();
      try {
        // Waits for a spool file opened after the body failed, so `finally` removes it.
        await writeNewFile(body, count.stream, spool);
        await send('PUT', key, {
          body: createReadStream(spool),
          length: count.bytes(),
          contentType,
        });
      } finally {
        await rm(spool, { force: true });
      }
      return { bytes: count.bytes() };
    },
    async get(key) {
      const res = await send('GET', key);
      return Readable.fromWeb(res.body as WebReadableStream);
    },
    async delete(key) {
      await send('DELETE', key);
    },
  };
}
