import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded documents live (issue 11 point 4). The API writes and deletes; staff read
 * through admin routes; nothing here is ever served to the public. Local disk under the data
 * folder is the default (local-disk-storage.ts).
 */
export type ObjectStorage = {
  /**
   * Stores the stream under `key`. If the stream fails (too large, wrong type, client gone)
   * nothing is left behind and the stream's error is thrown.
   */
  put(key: string, body: Readable, contentType: string): Promise<{ bytes: number }>;
  /** Reads a stored object; rejects when there is none. */
  get(key: string): Promise<Readable>;
  /** Removes an object; a missing one is not an error. */
  delete(key: string): Promise<void>;
};

/** Keys are ours, never a sender's file name: lower-case segments, one dot for the type. */
const KEY = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*(\.[a-z0-9]{1,8})?$/;

export function assertStorageKey(key: string): void {
  if (key.length > 200 || !KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
}

/** A pass-through that counts what flows through it: the size a store reports after `put`. */
export function byteCounter() {
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, bytes: () => bytes };
}

/**
 * Writes `body` through `counter` to a new file at `path`; if the stream fails, the file is
 * removed and the stream's error thrown. A body that fails at once fails the pipeline before
 * the file has even been opened: removed then, it would be created just after, so the removal
 * waits for the file to close.
 */
export async function writeNewFile(body: Readable, counter: Transform, path: string) {
  const file = createWriteStream(path, { flags: 'wx' });
  try {
    await pipeline(body, counter, file);
  } catch (err) {
    if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
    await rm(path, { force: true });
    throw err;
  }
}
