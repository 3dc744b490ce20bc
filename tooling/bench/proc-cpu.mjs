// CPU time spent by process groups, from /proc (Linux only; elsewhere every figure is null).
// A load test divides it by the answers it got: CPU milliseconds per request for each server.
// Unlike req/s, that figure hardly moves when other work shares the machine, so it shows where
// a page's cost goes and whether a change made it cheaper.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux build Node supports

/** A process's id, command name, process group and CPU time so far, its reaped children's included (ms). */
function readStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: split after its last ')'.
    const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      pid,
      comm: text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')),
      pgid: Number(rest[2]),
      // utime + stime, plus cutime + cstime: the CPU of children it has reaped. PostgreSQL's
      // backends come and go during a run, and a backend that exited between two snapshots
      // would otherwise take its whole CPU time out of the sum (negative figures).
      cpuMs:
        ((Number(rest[11]) + Number(rest[12]) + Number(rest[13]) + Number(rest[14])) * 1000) /
        TICKS_PER_SECOND,
    };
  } catch {
    return undefined; // gone between listing and reading
  }
}

function allStats() {
  let pids;
  try {
    pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return undefined;
  }
  return pids.map(readStat).filter(Boolean);
}

/**
 * CPU milliseconds so far of each named group: `groups` maps a name to a process group id, or
 * to a predicate on a process's { pid, comm, pgid } (PostgreSQL's backends are the server's, not ours).
 */
export function cpuSnapshot(groups) {
  const stats = allStats();
  const totals = {};
  for (const [name, match] of Object.entries(groups)) {
    if (!stats) {
      totals[name] = null;
      continue;
    }
    const test = typeof match === 'function' ? match : (s) => s.pgid === match;
    totals[name] = stats.filter(test).reduce((sum, s) => sum + s.cpuMs, 0);
  }
  return totals;
}

/** "api 4.1, site 9.8, …" ms of CPU per request between two snapshots. */
export function cpuPerRequest(before, after, requests) {
  return Object.keys(after)
    .map((name) => {
      if (after[name] === null || before[name] === null || !requests) return `${name} n/a`;
      return `${name} ${((after[name] - before[name]) / requests).toFixed(2)}`;
    })
    .join(', ');
}
