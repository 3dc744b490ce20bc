import { Transform, type Readable } from 'node:stream';

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
