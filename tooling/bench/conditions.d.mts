/** p-th percentile (nearest rank) of a list of numbers; 0 for an empty list. */
export function percentile(values: readonly number[], p: number): number;
/** "2 × AMD EPYC …, Node v20.20.2" */
export function machine(): string;
/** "load 1.23 / 0.98 / 0.55" (1, 5 and 15 minutes). */
export function loadAverage(): string;
/** The 1-minute load average, for a table column. */
export function load1(): number;
/** % of the last 10 s in which a runnable task waited for a CPU (Linux PSI); NaN elsewhere. */
export function cpuPressure(): number;
/** Median milliseconds of a fixed CPU-bound task: compare it across machines and runs. */
export function cpuReference(): number;
/** One line naming every condition, for the head of a report. */
export function conditionsLine(extra?: readonly string[]): string;
