/**
 * A fixed-window counter per key (the client address), in memory. One API process is enough
 * for the statistics endpoint it guards: the limit only has to make a flood of fake searches
 * pointless, not be exact across instances. Old windows are swept so the map stays small.
 */
export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}) {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();

  return {
    allow(key: string): boolean {
      const t = now();
      if (t - lastSweep > windowMs) {
        for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
        lastSweep = t;
      }
      const current = windows.get(key);
      if (!current || t - current.start >= windowMs) {
        windows.set(key, { start: t, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}
