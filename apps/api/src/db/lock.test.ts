import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireLock } from './lock.ts';

const dir = () => mkdtempSync(join(tmpdir(), 'lumen-lock-'));

describe('acquireLock', () => {
  it('refuses a folder held by a live process', () => {
    const path = join(dir(), 'lumen.lock');
    writeFileSync(path, String(process.ppid)); // the parent is alive while we run
    expect(() => acquireLock(path)).toThrow(/in use by process/);
  });

  it('takes over a stale lock and releases it', () => {
    const path = join(dir(), 'lumen.lock');
    writeFileSync(path, '999999999');
    const release = acquireLock(path);
    expect(() => acquireLock(path)).not.toThrow(); // same process may re-enter
    release();
  });
});
