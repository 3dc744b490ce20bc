/**
 * Runs `task` when the browser is next idle (at the latest after `timeoutMs`), or on the next
 * turn where there is no `requestIdleCallback` (Safari before 18, tests). Returns a cancel
 * function, for an effect's cleanup.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(task, { timeout: timeoutMs });
  return () => cancelIdleCallback(idle);
}
