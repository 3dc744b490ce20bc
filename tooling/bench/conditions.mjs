// The conditions a benchmark figure was measured under, printed next to it, so figures from
// different machines (or from one machine shared with other work) can be compared: cores, CPU,
// Node, the load average at the time, and a reference timing of fixed work from the same run.
// A figure that doubled while the reference doubled says the machine was slower, not the code.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

/** p-th percentile (nearest rank) of a list of numbers; 0 for an empty list. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** "2 × AMD EPYC …, Node v20.20.2" */
export function machine() {
  const list = cpus();
  const model = (list[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ').trim();
  return `${list.length} × ${model}, Node ${process.version}`;
}

/** "load 1.23 / 0.98 / 0.55" (1, 5 and 15 minutes). */
export function loadAverage() {
  return `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}`;
}

/** The 1-minute load average, for a table column. */
export function load1() {
  return Number(loadavg()[0]?.toFixed(2));
}

/**
 * The share of the last 10 s in which some runnable task waited for a CPU (Linux PSI,
 * /proc/pressure/cpu `some avg10`), in %; NaN where the kernel does not report it. On a
 * shared VM this is mostly other guests, which nothing in a run can change (ADR 020).
 */
export function cpuPressure() {
  try {
    const match = /some avg10=([\d.]+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'));
    return match ? Number(match[1]) : NaN;
  } catch {
    return NaN;
  }
}

const SAMPLE = Array.from({ length: 100 }, (_, i) => ({
  id: i,
  title: `Product ${i} downlight 3000K IP65`,
  facets: { cct: '3000K', ip: 'IP65', watts: i % 60 },
}));

/**
 * Median milliseconds, over 5 runs, of a fixed CPU-bound task (integer arithmetic plus JSON
 * round trips, the two things these servers spend their CPU on). About 37 ms on the project's
 * 2-core AMD EPYC machine; a slower or busier machine shows a larger number.
 */
export function cpuReference() {
  const runs = [];
  for (let r = 0; r < 5; r++) {
    const started = performance.now();
    let x = 1;
    for (let i = 0; i < 5_000_000; i++) x = (Math.imul(x, 1103515245) + 12345) | 0;
    let n = 0;
    for (let i = 0; i < 200; i++) n += JSON.parse(JSON.stringify(SAMPLE)).length;
    if (x === 0 && n === 0) console.log(''); // keeps the loops from being optimised away
    runs.push(performance.now() - started);
  }
  return percentile(runs, 50);
}

/** One line naming every condition, for the head of a report. */
export function conditionsLine(extra = []) {
  return [machine(), loadAverage(), `CPU reference ${cpuReference().toFixed(1)} ms`, ...extra].join(
    '; ',
  );
}
