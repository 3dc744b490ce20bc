import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type ObjectStorage } from './object-storage.ts';

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
      let bytes = 0;
      const count = new Transform({
        transform(chunk: Buffer, _enc, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(body, count, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, path);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
      return { bytes };
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
