import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireLock, processStartTime, readHolder, type LockHolder } from './lock.ts';

const lockPath = () => join(mkdtempSync(join(tmpdir(), 'lumen-lock-')), 'lumen.lock');
const holder = (h: Partial<LockHolder>): string =>
  JSON.stringify({ pid: process.pid, host: hostname(), started: '', token: 'theirs', ...h });

describe('acquireLock', () => {
  it('refuses a folder held by a live process, naming it', () => {
    const path = lockPath();
    const parent = process.ppid; // alive while we run
    writeFileSync(path, holder({ pid: parent, started: processStartTime(parent) ?? '' }));
    expect(() => acquireLock(path)).toThrow(new RegExp(`in use by process ${parent}\\b`));
    // The bare-pid format of earlier versions is honoured too.
    writeFileSync(path, String(parent));
    expect(() => acquireLock(path)).toThrow(/in use by process/);
  });

  it('refuses a lock from another host, which it cannot check', () => {
    const path = lockPath();
    writeFileSync(path, holder({ pid: 999_999_999, host: 'other-host' }));
    expect(() => acquireLock(path)).toThrow(/process 999999999 on host other-host/);
  });

  it('takes over the lock of a dead process', () => {
    const path = lockPath();
    writeFileSync(path, '999999999');
    const release = acquireLock(path);
    expect(readHolder(path)).toMatchObject({ pid: process.pid });
    release();
    expect(existsSync(path)).toBe(false);
  });

  it('takes over a lock whose pid was reused by a process that started later', () => {
    // Live pids (the parent's, then our own) recorded with another start time: the process
    // that wrote the lock is gone and an unrelated one now has its pid.
    for (const pid of [process.ppid, process.pid]) {
      const path = lockPath();
      writeFileSync(path, holder({ pid, started: 'linux:some-other-boot:12345' }));
      const release = acquireLock(path);
      const now = readHolder(path);
      expect(now).toMatchObject({ pid: process.pid, started: processStartTime(process.pid) });
      expect(now !== 'absent' && now.token).not.toBe('theirs');
      release();
    }
  });

  it('refuses a second holder in the same process, and releases only once', () => {
    const path = lockPath();
    const release = acquireLock(path);
    expect(() => acquireLock(path)).toThrow(/\(this process\)/);
    release();
    const again = acquireLock(path);
    release(); // a late second call must not remove the new holder's lock
    expect(existsSync(path)).toBe(true);
    again();
  });

  it("release() leaves a lock that someone else's replaced ours with", () => {
    const path = lockPath();
    const release = acquireLock(path);
    const theirs = holder({ pid: 1, token: 'replacement' });
    writeFileSync(path, theirs);
    release();
    expect(readFileSync(path, 'utf8')).toBe(theirs);
  });

  describe('starters racing in separate processes', () => {
    // Each child waits for a common instant, tries the lock, reports, and (if it won) holds
    // the lock until we close its stdin, so a late loser cannot win after an early release.
    const script = `
      const { acquireLock } = await import(${JSON.stringify(join(import.meta.dirname, 'lock.ts'))});
      const [path, at] = process.argv.slice(-2);
      while (Date.now() < Number(at)) {}
      try {
        const release = acquireLock(path);
        process.stdout.write('won\\n');
        process.stdin.on('end', () => { release(); process.exit(0); }).resume();
      } catch (err) {
        process.stdout.write('lost: ' + err.message + '\\n');
        process.exit(0);
      }`;

    async function race(path: string, n: number): Promise<string[]> {
      const at = Date.now() + 2500; // enough for every child to load tsx first
      const children = Array.from({ length: n }, () =>
        spawn(
          process.execPath,
          ['--import', 'tsx', '--input-type=module', '-e', script, path, String(at)],
          { cwd: join(import.meta.dirname, '../..'), stdio: ['pipe', 'pipe', 'inherit'] },
        ),
      );
      const lines = await Promise.all(
        children.map(
          (c) =>
            new Promise<string>((resolve) => {
              let out = '';
              c.stdout.on('data', (d: Buffer) => {
                out += d.toString();
                if (out.includes('\n')) resolve(out.trim());
              });
              c.on('exit', () => resolve(out.trim()));
            }),
        ),
      );
      await Promise.all(
        children.map(
          (c) =>
            new Promise((resolve) => {
              if (c.exitCode !== null) return resolve(null);
              c.on('exit', resolve);
              c.stdin.end();
            }),
        ),
      );
      return lines;
    }

    it('exactly one wins on a free folder', async () => {
      const lines = await race(lockPath(), 6);
      expect(lines.filter((l) => l === 'won')).toHaveLength(1);
      expect(
        lines.filter((l) => l.startsWith('lost: ') && /in use by process/.test(l)),
      ).toHaveLength(5);
    }, 30_000);

    it('exactly one wins when all find a stale lock', async () => {
      const path = lockPath();
      writeFileSync(path, holder({ pid: 999_999_999, token: 'stale' }));
      const lines = await race(path, 6);
      expect(lines.filter((l) => l === 'won')).toHaveLength(1);
      expect(lines.filter((l) => l.startsWith('lost: '))).toHaveLength(5);
    }, 30_000);
  });
});
