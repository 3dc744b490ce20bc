import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListProductsRequest, ListProductsResponse } from '@lumen/validation';
import { ListingCache, listingKey, type PageFetcher } from './listing-cache.ts';

const request = (page: number): ListProductsRequest => ({
  mainCategory: 'downlights',
  page,
  size: 12,
  country: 1,
  filters: { CCT: ['3000K'] },
  sort: 'a-zSort',
  language: 'en-GB',
});
const answer = (page: number) =>
  ({ products: [], pagination: { page, totalPages: 3 } }) as unknown as ListProductsResponse;

/** A fetch the test answers when it likes, recording each call and its signal. */
function controlledFetch() {
  const calls: { page: number; signal: AbortSignal; resolve: () => void; reject: () => void }[] =
    [];
  const fetchPage: PageFetcher = (req, signal) =>
    new Promise((resolve, reject) =>
      calls.push({
        page: req.page ?? 0,
        signal,
        resolve: () => resolve(answer(req.page ?? 0)),
        reject: () => reject(new Error('network down')),
      }),
    );
  return { calls, fetchPage };
}

describe('listingKey', () => {
  it('is the same for the same request whatever order its fields were written in', () => {
    const { filters, ...rest } = request(0);
    const reordered = { filters: { CCT: ['3000K'] }, ...rest } as ListProductsRequest;
    expect(listingKey(reordered)).toBe(listingKey({ ...rest, filters }));
    expect(listingKey(request(1))).not.toBe(listingKey(request(0)));
    expect(listingKey({ ...request(0), filters: { CCT: ['4000K'] } })).not.toBe(
      listingKey(request(0)),
    );
  });
});

describe('ListingCache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows seeded pages without fetching them', () => {
    const cache = new ListingCache();
    const { calls, fetchPage } = controlledFetch();
    cache.seed([{ request: request(0), page: answer(0) }]);
    cache.observe(request(0), fetchPage);
    expect(calls).toHaveLength(0);
    expect(cache.read(request(0))).toEqual({ data: answer(0), isFetching: false, isError: false });
  });

  it('fetches a missing page once, and tells subscribers when it arrives', async () => {
    const cache = new ListingCache();
    const { calls, fetchPage } = controlledFetch();
    const changed = vi.fn();
    cache.subscribe(changed);
    cache.observe(request(1), fetchPage);
    cache.observe(request(1), fetchPage);
    expect(calls).toHaveLength(1);
    expect(cache.read(request(1))).toMatchObject({ data: undefined, isFetching: true });
    calls[0]!.resolve();
    await vi.runAllTimersAsync();
    expect(cache.read(request(1))).toEqual({ data: answer(1), isFetching: false, isError: false });
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('refetches a page once it is stale, keeping the old answer meanwhile', async () => {
    let now = 0;
    const cache = new ListingCache({ now: () => now, staleMs: 60_000 });
    const { calls, fetchPage } = controlledFetch();
    cache.seed([{ request: request(0), page: answer(0) }]);
    now = 59_999;
    cache.observe(request(0), fetchPage)();
    expect(calls).toHaveLength(0);
    now = 60_000;
    cache.observe(request(0), fetchPage);
    expect(calls).toHaveLength(1);
    expect(cache.read(request(0))).toMatchObject({ data: answer(0), isFetching: true });
  });

  it('tries a failed fetch once more, then reports the error and keeps what it had', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cache = new ListingCache({ retryDelayMs: 1_000 });
    const { calls, fetchPage } = controlledFetch();
    cache.observe(request(2), fetchPage);
    calls[0]!.reject();
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    calls[1]!.reject();
    await vi.runAllTimersAsync();
    expect(cache.read(request(2))).toEqual({ data: undefined, isFetching: false, isError: true });
    expect(error).toHaveBeenCalledTimes(1);
    // Shown again (another visit to the same filters): fetched again, and it recovers.
    cache.observe(request(2), fetchPage);
    expect(calls).toHaveLength(3);
    calls[2]!.resolve();
    await vi.runAllTimersAsync();
    expect(cache.read(request(2))).toEqual({ data: answer(2), isFetching: false, isError: false });
    error.mockRestore();
  });

  it('cancels a fetch nobody waits for, but not one still shown after a re-render', async () => {
    const cache = new ListingCache();
    const { calls, fetchPage } = controlledFetch();
    // A re-render with the same pages: left, then observed again before the timer runs.
    const leave = cache.observe(request(0), fetchPage);
    leave();
    cache.observe(request(0), fetchPage);
    await vi.runAllTimersAsync();
    expect(calls[0]!.signal.aborted).toBe(false);
    // Another filter chosen: the page is left for good.
    cache.observe(request(1), fetchPage)();
    await vi.runAllTimersAsync();
    expect(calls[1]!.signal.aborted).toBe(true);
    calls[1]!.resolve();
    await vi.runAllTimersAsync();
    expect(cache.read(request(1))).toEqual({
      data: undefined,
      isFetching: false,
      isError: false,
    });
  });
});
