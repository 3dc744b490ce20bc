import { LISTING_STALE_MS } from '@lumen/validation/catalogue-constants';
import type { ListProductsRequest, ListProductsResponse } from '@lumen/validation';

/*
 * The listing's pages in the browser, keyed by request: what TanStack Query did for this page
 * in about 1 KB instead of 10.5 (issue 9: the listing's first script carried the query core
 * to read back the server's answers). The server's pages are seeded, so the first render
 * fetches nothing; a filter, sort or page change fetches its pages, cancelling those no
 * longer shown. The search dialog, loaded on demand, still uses TanStack Query.
 */

/** A page the server fetched, with the request it answers. */
export type SeededPage = { request: ListProductsRequest; page: ListProductsResponse };
export type PageFetcher = (
  request: ListProductsRequest,
  signal: AbortSignal,
) => Promise<ListProductsResponse>;

/** A failed fetch is tried once more after this wait (spec §8: then the results stay). */
export const LISTING_RETRY_DELAY_MS = 1_000;

export type PageState = {
  data: ListProductsResponse | undefined;
  /** A fetch for it is under way (the first, a retry, or a refresh of stale data). */
  isFetching: boolean;
  /** Its last fetch failed, after the retry. */
  isError: boolean;
};

type Entry = PageState & { fetchedAt: number; observers: number; controller?: AbortController };

/** The same request always gives the same key, whatever order its fields were built in. */
export function listingKey(request: ListProductsRequest): string {
  return JSON.stringify(request, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

export class ListingCache {
  readonly #entries = new Map<string, Entry>();
  readonly #listeners = new Set<() => void>();
  #version = 0;

  constructor(
    private readonly options: { staleMs?: number; retryDelayMs?: number; now?: () => number } = {},
  ) {}

  /** For useSyncExternalStore: a new version whenever any page changes. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
  readonly version = (): number => this.#version;

  #now(): number {
    return (this.options.now ?? Date.now)();
  }

  #changed(): void {
    this.#version++;
    for (const listener of this.#listeners) listener();
  }

  /** The server's answers, so the first render shows them and fetches nothing. */
  seed(pages: readonly SeededPage[]): void {
    for (const { request, page } of pages) {
      const key = listingKey(request);
      const entry = this.#entries.get(key);
      if (entry?.isFetching) continue;
      this.#entries.set(key, {
        data: page,
        isFetching: false,
        isError: false,
        fetchedAt: this.#now(),
        observers: entry?.observers ?? 0,
      });
    }
  }

  read(request: ListProductsRequest): PageState {
    const entry = this.#entries.get(listingKey(request));
    return {
      data: entry?.data,
      isFetching: entry?.isFetching ?? false,
      isError: entry?.isError ?? false,
    };
  }

  /**
   * The page is on screen: fetched when missing, failed or stale. The returned function
   * says it left the screen; a fetch nobody waits for any more is cancelled.
   */
  observe(request: ListProductsRequest, fetchPage: PageFetcher): () => void {
    const key = listingKey(request);
    let entry = this.#entries.get(key);
    if (!entry) {
      entry = { data: undefined, isFetching: false, isError: false, fetchedAt: 0, observers: 0 };
      this.#entries.set(key, entry);
    }
    entry.observers++;
    const stale = this.#now() - entry.fetchedAt >= (this.options.staleMs ?? LISTING_STALE_MS);
    if (!entry.isFetching && (!entry.data || entry.isError || stale))
      void this.#fetch(key, entry, request, fetchPage);
    const observed = entry;
    return () => {
      observed.observers--;
      // After the effects of the same render: a page still shown is observed again by then.
      setTimeout(() => {
        if (observed.observers > 0 || !observed.isFetching) return;
        observed.controller?.abort();
        if (!observed.data && this.#entries.get(key) === observed) this.#entries.delete(key);
      }, 0);
    };
  }

  async #fetch(key: string, entry: Entry, request: ListProductsRequest, fetchPage: PageFetcher) {
    const controller = new AbortController();
    entry.controller = controller;
    entry.isFetching = true;
    this.#changed();
    for (let attempt = 0; ; attempt++) {
      try {
        const data = await fetchPage(request, controller.signal);
        if (controller.signal.aborted) break;
        Object.assign(entry, { data, isError: false, fetchedAt: this.#now() });
        break;
      } catch (err) {
        if (controller.signal.aborted) break;
        if (attempt === 0) {
          await wait(this.options.retryDelayMs ?? LISTING_RETRY_DELAY_MS, controller.signal);
          if (controller.signal.aborted) break;
          continue;
        }
        // Spec §8: a failed fetch is logged and the results on screen stay.
        console.error(`Listing page ${key} could not be fetched:`, err);
        entry.isError = true;
        break;
      }
    }
    if (entry.controller === controller) {
      entry.isFetching = false;
      entry.controller = undefined;
    }
    if (this.#entries.get(key) === entry) this.#changed();
  }
}
