/**
 * A small per-process cache of answers that are the same for every visitor (the layout
 * content of a locale), kept for `ttlMs` after they arrive. Concurrent misses share one
 * load; a failed load is not kept, so the next request asks again. A `ttlMs` of 0 keeps
 * nothing. Entries are few (one per key: locale), so there is no eviction beyond expiry.
 */
export type TtlCache<T> = { get: (key: string, load: () => Promise<T>) => Promise<T> };

export function createTtlCache<T>(ttlMs: number, now: () => number = Date.now): TtlCache<T> {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const value = load();
      // Until it settles the entry serves concurrent misses; its lifetime starts on arrival.
      const entry = { value, expires: Number.POSITIVE_INFINITY };
      entries.set(key, entry);
      value.then(
        () => {
          entry.expires = now() + ttlMs;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
  };
}

const shared = new Map<string, { ttlMs: number; cache: TtlCache<unknown> }>();

/**
 * The process-wide cache called `name`. It is made again when the configured lifetime
 * changes (tests parse their own configuration), which drops what it held.
 */
export function sharedCache<T>(name: string, ttlMs: number): TtlCache<T> {
  let entry = shared.get(name);
  if (entry?.ttlMs !== ttlMs) {
    entry = { ttlMs, cache: createTtlCache<unknown>(ttlMs) };
    shared.set(name, entry);
  }
  return entry.cache as TtlCache<T>;
}
