import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

/**
 * The thumbnail disk cache with a size bound. This process keeps the index (file → bytes) in
 * memory in least-recently-used order: a hit moves a file to the back, and a write that takes
 * the total over the bound deletes from the front until it fits. On start the folder is
 * scanned once and ordered by modification time, so a restart evicts the oldest files first.
 * ADR 011.
 */
export class ThumbCache {
  /** Path relative to the root → size in bytes; Map order is the LRU order, oldest first. */
  readonly #entries = new Map<string, number>();
  #bytes = 0;

  constructor(
    readonly root: string,
    readonly maxBytes: number,
  ) {}

  /** Bytes the cache holds by its own count. */
  get bytes(): number {
    return this.#bytes;
  }
  get files(): number {
    return this.#entries.size;
  }

  /** Indexes what an earlier run left, removes half-written files, and trims to the bound. */
  async scan(): Promise<void> {
    const found: { key: string; size: number; mtime: number }[] = [];
    const walk = async (dir: string): Promise<void> => {
      let names;
      try {
        names = await readdir(dir, { withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const d of names) {
        const path = join(dir, d.name);
        if (d.isDirectory()) await walk(path);
        else if (d.name.endsWith('.tmp')) await rm(path, { force: true });
        else if (d.isFile()) {
          const { size, mtimeMs } = await stat(path);
          found.push({ key: relative(this.root, path).split(sep).join('/'), size, mtime: mtimeMs });
        }
      }
    };
    await walk(this.root);
    found.sort((a, b) => a.mtime - b.mtime);
    for (const f of found) this.#add(f.key, f.size);
    await this.#evict();
  }

  /** The cached bytes, or undefined (and forgotten) when absent. */
  async get(key: string): Promise<Buffer | undefined> {
    const size = this.#entries.get(key);
    if (size === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, size);
    try {
      return await readFile(this.#path(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      this.#forget(key); // deleted behind our back (or evicted while we read): render again
      return undefined;
    }
  }

  /** Stores bytes under key, then evicts least-recently-used files until within the bound. */
  async put(key: string, bytes: Buffer): Promise<void> {
    if (bytes.length > this.maxBytes) return; // would evict everything and still not fit
    const path = this.#path(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside, then renamed: a concurrent reader never sees half a file.
    const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, path);
    this.#forget(key);
    this.#add(key, bytes.length);
    await this.#evict();
  }

  #path(key: string): string {
    return join(this.root, ...key.split('/'));
  }

  #add(key: string, size: number): void {
    this.#entries.set(key, size);
    this.#bytes += size;
  }

  #forget(key: string): void {
    const size = this.#entries.get(key);
    if (size === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= size;
  }

  async #evict(): Promise<void> {
    const victims: string[] = [];
    // Counted before the deletes run, so concurrent writers never evict the same file twice.
    for (const key of this.#entries.keys()) {
      if (this.#bytes <= this.maxBytes) break;
      victims.push(key);
      this.#forget(key);
    }
    await Promise.all(victims.map((key) => rm(this.#path(key), { force: true })));
  }
}
