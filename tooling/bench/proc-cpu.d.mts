export type ProcStat = { pid: number; comm: string; pgid: number; cpuMs: number };
/** CPU milliseconds so far of each group of processes (null where /proc cannot be read). */
export function cpuSnapshot(
  groups: Record<string, number | ((stat: ProcStat) => boolean)>,
): Record<string, number | null>;
/** "api 4.1, site 9.8, …" ms of CPU per request between two snapshots. */
export function cpuPerRequest(
  before: Record<string, number | null>,
  after: Record<string, number | null>,
  requests: number,
): string;
