/** Spec §9: the lighting design counter counts up over 2000 ms. */
export const COUNTER_DURATION_MS = 2000;

/**
 * The counter's value `elapsed` ms into its run: eased out (fast, then settling), whole
 * numbers, and exactly `target` from the end of the run on.
 */
export function counterValueAt(
  elapsed: number,
  target: number,
  duration: number = COUNTER_DURATION_MS,
): number {
  if (elapsed >= duration || duration <= 0) return target;
  const progress = Math.max(0, elapsed) / duration;
  const eased = 1 - (1 - progress) ** 3;
  return Math.round(target * eased);
}
