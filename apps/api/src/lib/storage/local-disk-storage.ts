import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  assertStorageKey,
  byteCounter,
  writeNewFile,
  type ObjectStorage,
} from './object-storage.ts';

/**
 * Objects as files under `root` (DATA_DIR/uploads by default). A file is written beside its
 * final name and renamed into place once complete, so a reader never sees half a document
 * and a failed upload leaves nothing.
 */
export function localDiskStorage(root: string): ObjectStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key);
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomUUID()}.part`;
      const count = byteCounter();
      await writeNewFile(body, count.stream, partial);
      try {
        await rename(partial, path);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
      return { bytes: count.bytes() };
    },
    async get(key) {
      const path = pathOf(key);
      await stat(path);
      return createReadStream(path) as Readable;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
