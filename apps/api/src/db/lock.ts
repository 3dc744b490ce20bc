import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

/** Who holds a lock. `started` tells a live process from a later one that reused its pid. */
export type LockHolder = { pid: number; host: string; started: string; token: string };

/**
 * PGlite does not lock its data folder, and two processes writing one folder corrupt it.
 * This takes an exclusive lock file and returns the function that releases it.
 *
 * The file is written under a unique temporary name and then hard-linked to `path`: link()
 * fails when the name exists, so of any number of starters exactly one wins, and the lock
 * is never seen half-written. It records pid, host and the process's start time, so a lock
 * left by a dead process is stale even when a new process has since been given its pid.
 * Stale locks are removed under a short-lived takeover lock, so two starters cannot both
 * remove one and then each other's fresh lock. ADR 011.
 */
export function acquireLock(path: string): () => void {
  const me: LockHolder = {
    pid: process.pid,
    host: hostname(),
    started: processStartTime(process.pid) ?? `unknown:${randomBytes(4).toString('hex')}`,
    token: randomBytes(12).toString('hex'),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryLink(path, me)) {
      const release = () => {
        process.removeListener('exit', release);
        removeIfToken(path, me.token);
      };
      process.once('exit', release);
      return release;
    }
    const holder = readHolder(path);
    if (holder === 'absent') continue; // released between our link() and read: try again
    if (!isStale(holder)) throw new Error(inUseMessage(path, holder));
    withTakeover(path, me, () => {
      // Re-read inside the takeover: only the stale lock we judged may go, never a newer one.
      const now = readHolder(path);
      if (now !== 'absent' && now.token === holder.token) rmSync(path, { force: true });
    });
  }
  throw new Error(`Could not take the database lock at ${path}`);
}

function inUseMessage(path: string, h: LockHolder): string {
  const folder = dirname(path);
  const where = h.host === hostname() ? '' : ` on host ${h.host}`;
  const who = h.pid === process.pid && h.host === hostname() ? ' (this process)' : '';
  return (
    `The embedded database at ${folder} is in use by process ${h.pid}${where}${who}. ` +
    'Stop that process, or set DATABASE_URL to use a PostgreSQL server.' +
    (where ? ` If that host is gone, delete ${path}.` : '')
  );
}

/** Creates `path` holding `holder` atomically; false when it already exists. */
function tryLink(path: string, holder: LockHolder): boolean {
  const tmp = `${path}.${holder.token}.tmp`;
  writeFileSync(tmp, JSON.stringify(holder), { flag: 'wx' });
  try {
    linkSync(tmp, path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    rmSync(tmp, { force: true });
  }
}

/**
 * Reads a lock file. A bare pid is the format of earlier versions: it has no start time, so
 * it counts as live while that pid runs (the safe reading).
 */
export function readHolder(path: string): LockHolder | 'absent' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'absent';
    throw err;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    if (typeof parsed.pid === 'number' && typeof parsed.token === 'string') {
      return {
        pid: parsed.pid,
        host: String(parsed.host ?? hostname()),
        started: String(parsed.started ?? ''),
        token: parsed.token,
      };
    }
  } catch {
    // not JSON: fall through to the old format
  }
  const pid = Number.parseInt(text, 10);
  // The whole text is the token, so a takeover removes exactly the file it judged.
  return { pid: Number.isInteger(pid) ? pid : 0, host: hostname(), started: '', token: text };
}

/**
 * A lock is stale when its process is gone: the pid is not running, or it is running but
 * started at another time (the pid was reused). A lock from another host cannot be checked
 * from here and is never stale: the folder may be on a shared disk.
 */
function isStale(h: LockHolder): boolean {
  if (h.host !== hostname()) return false;
  if (!Number.isInteger(h.pid) || h.pid <= 0 || !isAlive(h.pid)) return true;
  if (!h.started || h.started.startsWith('unknown:')) return false;
  const current = processStartTime(h.pid);
  return current !== undefined && current !== h.started;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When `pid` started, as a string that is equal for one process and differs for a later
 * process given the same pid: boot id and start tick from /proc on Linux, `ps` elsewhere.
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); the command name in field 2 may hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const ticks = fields[19];
    if (ticks) return `linux:${boot}:${ticks}`;
  } catch {
    // no procfs (macOS) or the process is gone: try ps
  }
  try {
    const out = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return out ? `ps:${out}` : undefined;
  } catch {
    return undefined;
  }
}

/** Removes the lock only if it is still ours: someone may have replaced it. */
function removeIfToken(path: string, token: string): void {
  const holder = readHolder(path);
  if (holder !== 'absent' && holder.token === token) rmSync(path, { force: true });
}

/**
 * Runs `fn` holding `<path>.takeover`, so stale-lock removal is serialised. The takeover
 * lock lives for microseconds; one left by a process that died inside it is stale by the
 * same pid and start-time test, and is broken after that check.
 */
function withTakeover(path: string, me: LockHolder, fn: () => void): void {
  const takeover = `${path}.takeover`;
  for (let attempt = 0; attempt < 50; attempt++) {
    if (tryLink(takeover, me)) {
      try {
        fn();
      } finally {
        removeIfToken(takeover, me.token);
      }
      return;
    }
    const holder = readHolder(takeover);
    if (holder !== 'absent' && isStale(holder)) {
      try {
        unlinkSync(takeover);
      } catch {
        // someone else broke it first
      }
      continue;
    }
    sleepSync(2); // another starter is taking over; it is done in microseconds
  }
  throw new Error(`Could not take the database lock at ${path} (takeover busy)`);
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
