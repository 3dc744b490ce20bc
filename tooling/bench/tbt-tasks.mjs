// What Lighthouse's Total Blocking Time counted, task by task (ADR 020, session 19).
//
// Under simulated throttling Lighthouse does not measure TBT: Lantern replays the page's
// observed tasks in a simulated load, each task's *wall* time times the CPU slowdown (half of
// it for a task that lays out), and sums what runs past 50 ms between the simulated first paint
// and interactive time, half from an optimistic and half from a pessimistic simulation. Tasks
// under 10 ms of wall time are mostly left out of the replay. So one figure mixes the page's
// own work with the time its tasks waited for a core, and it cannot say which.
//
// This module replays the same simulations through Lighthouse's own computed artifacts and
// gives each task's share of the figure back to the task, with the task's observed wall time
// and thread (CPU) time, grouped by what the task did.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';

const { calculateTbtImpactForEvent } = Lantern.Metrics.TBTUtils;

/** Trace event names that say what a task was doing, by the group a task is put in. */
const GROUPS = [
  ['navigation commit', (name) => name.includes('CommitNavigation')],
  ['HTML parse', (name) => name === 'ParseHTML'],
  [
    'style, layout, paint',
    (name) => ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Commit'].includes(name),
  ],
  [
    'script',
    (name) =>
      [
        'EvaluateScript',
        'FunctionCall',
        'TimerFire',
        'v8.evaluateModule',
        'RunMicrotasks',
      ].includes(name),
  ],
];

/** The script file a task ran, from its longest event that names one. */
function scriptFile(events) {
  const named = events
    .filter((e) => e.args?.data?.url)
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  if (!named) return '';
  const { pathname } = new URL(named.args.data.url, 'http://x');
  return pathname.startsWith('/assets/') ? pathname.slice('/assets/'.length) : 'inline (document)';
}

/**
 * The group a task belongs to: the one whose longest event in the task is the longest. An
 * HTML parse runs the document's inline scripts inside it, so it stays a parse.
 */
function groupOf(events) {
  let best = { group: 'other', dur: 0 };
  for (const event of events)
    for (const [group, matches] of GROUPS)
      if (matches(event.name) && (event.dur ?? 0) > best.dur) best = { group, dur: event.dur };
  return best.group === 'script' ? `script: ${scriptFile(events) || 'unnamed'}` : best.group;
}

/**
 * One Lighthouse run's TBT by group: blocking ms (Lantern's, as Lighthouse sums it), the
 * number of tasks, and their observed wall and thread time on this machine.
 * @param {{ Trace: object, DevtoolsLog: object, GatherContext: object, URL: object, SourceMaps: object, HostDPR?: number }} artifacts
 * @param {object} settings the run's `lhr.configSettings`
 */
export async function tbtByTask(artifacts, settings) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
  };
  const context = { computedCache: new Map() };
  const [fcp, interactive, tbt] = await Promise.all([
    LanternFirstContentfulPaint.request(data, context),
    LanternInteractive.request(data, context),
    LanternTotalBlockingTime.request(data, context),
  ]);
  // As Lantern's TotalBlockingTime does: each estimate takes the *other* estimate's first
  // paint and its own interactive time, and the figure is half of each.
  const estimates = [
    [
      tbt.optimisticEstimate,
      fcp.pessimisticEstimate.timeInMs,
      interactive.optimisticEstimate.timeInMs,
    ],
    [
      tbt.pessimisticEstimate,
      fcp.optimisticEstimate.timeInMs,
      interactive.pessimisticEstimate.timeInMs,
    ],
  ];
  /** @type {Map<string, { blocking: number, tasks: Set<object>, wall: number, cpu: number }>} */
  const groups = new Map();
  for (const [estimate, start, end] of estimates) {
    for (const [node, timing] of estimate.nodeTimings) {
      if (node.type !== 'cpu') continue;
      const blocking = calculateTbtImpactForEvent(
        { start: timing.startTime, end: timing.endTime, duration: timing.duration },
        start,
        end,
      );
      if (blocking <= 0) continue;
      const group = groupOf(node.childEvents);
      const entry = groups.get(group) ?? { blocking: 0, tasks: new Set(), wall: 0, cpu: 0 };
      entry.blocking += blocking / 2;
      if (!entry.tasks.has(node.event)) {
        entry.tasks.add(node.event);
        entry.wall += node.event.dur / 1000;
        entry.cpu += (node.event.tdur ?? node.event.dur) / 1000;
      }
      groups.set(group, entry);
    }
  }
  return new Map(
    [...groups].map(([group, e]) => [
      group,
      { blocking: e.blocking, tasks: e.tasks.size, wall: e.wall, cpu: e.cpu },
    ]),
  );
}

/** The main thread's top-level tasks, and the observed first paint's trace timestamp. */
async function mainThreadTasks(trace, observedFcp) {
  const { TraceProcessor } = await import('lighthouse/core/lib/tracehouse/trace-processor.js');
  const processed = TraceProcessor.processTrace(trace);
  return {
    tasks: processed.mainThreadEvents.filter((e) => e.name === 'RunTask' && e.ph === 'X'),
    firstPaint: processed.timestamps.timeOrigin + observedFcp * 1000,
  };
}

/*
 * TBT as the page's CPU time makes it, not the wall clock: every main-thread task that ends
 * after the observed first paint, its thread time (`tdur`) times the slowdown, less 50 ms.
 * Lighthouse's TBT multiplies each task's wall time, so on a shared machine a task that waited
 * for a core (other guests: 25–40 % CPU pressure here with nothing of ours running) counts as
 * work; thread time does not, and moves only when the page's work does (ADR 020, session 18).
 * It counts to the end of the trace rather than to Lighthouse's interactive time.
 */
export async function cpuBlockingTime(trace, observedFcp, slowdown) {
  const { tasks, firstPaint } = await mainThreadTasks(trace, observedFcp);
  return tasks
    .filter((e) => e.ts + e.dur >= firstPaint)
    .reduce((n, e) => n + Math.max(0, ((e.tdur ?? e.dur) / 1000) * slowdown - 50), 0);
}

/** The main thread's thread time (ms) in tasks that began before the observed first paint. */
export async function cpuBeforeFirstPaint(trace, observedFcp) {
  const { tasks, firstPaint } = await mainThreadTasks(trace, observedFcp);
  return tasks.filter((e) => e.ts < firstPaint).reduce((n, e) => n + (e.tdur ?? e.dur), 0) / 1000;
}
