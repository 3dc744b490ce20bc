// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_QUERY_LENGTH } from '@lumen/validation';
import { fakeApi, withData, type FakeApi } from '#src/testing/render-with-data.tsx';
import { SearchResults } from '#src/features/search/components/search-results.tsx';

const TOTAL = 70;

function product(n: number) {
  return {
    productId: n,
    tradeProductId: 500000 + n,
    partnumberManufacturer: `DLAUR06-${String(n).padStart(6, '0')}`,
    technicalDescription: { value: `AURA ${n}W Fire Rated Downlight IP65 3000K White Trim` },
    slugProduct: `aura-${n}`,
    slugMainCategory: 'downlights',
    slugMainCategory1: 'fire-rated-downlights',
    slugMainCategory2: 'aura',
    mainCategory: 'Downlights',
    subCategory: 'Fire Rated Downlights',
    range: 'AURA',
    family: 'AURA',
    tradeProducts: [
      {
        tradeProductId: 500000 + n,
        media: [
          {
            mediaId: `${n}-1`,
            productId: n,
            isMainMedia: true,
            languages: [{ language: null, filename: `p${n}.jpg` }],
          },
        ],
      },
    ],
  };
}

let api: FakeApi;
beforeEach(() => {
  api = fakeApi(({ url, body }) => {
    // The API's answer: the recorded search, dated and numbered by the server.
    if (url.pathname === '/search-history')
      return {
        status: 201,
        body: {
          resultCount: null,
          ...(body as object),
          id: 1,
          createdAt: new Date().toISOString(),
        },
      };
    if (url.searchParams.get('query') === 'fail')
      return { status: 500, body: { statusCode: 500, error: 'Internal', message: 'Boom' } };
    const page = Number(url.searchParams.get('page') ?? 0);
    const size = Number(url.searchParams.get('size'));
    const from = page * size;
    const count = Math.max(0, Math.min(size, TOTAL - from));
    return {
      body: {
        products: Array.from({ length: count }, (_, i) => product(from + i + 1)),
        pagination: { totalElements: url.searchParams.get('query') === 'none' ? 0 : TOTAL },
      },
    };
  });
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderResults = (term: string, query = term) => {
  const { Stub } = withData(
    <SearchResults term={term} query={query} countryId={3} locale="en-GB" noDataText={null} />,
  );
  return render(<Stub />);
};

/** The results under a box the test types into, as in the dialog. */
function TypedResults({ term }: { term: string }) {
  const [query, setQuery] = useState(term);
  return (
    <>
      <input aria-label="box" value={query} onChange={(e) => setQuery(e.target.value)} />
      <SearchResults term={term} query={query} countryId={3} locale="en-GB" noDataText={null} />
    </>
  );
}

const typeInBox = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'box' }), { target: { value } });

describe('SearchResults', () => {
  it("says 'Searching...', then shows 36 of the results with 300x300 thumbnails", async () => {
    renderResults('aura');
    expect(screen.getByRole('status').textContent).toBe('Searching...');
    await screen.findByText('Showing 36 of 70 products');
    const cards = screen.getAllByRole('link');
    expect(cards).toHaveLength(36);
    expect(cards[0]?.getAttribute('href')).toBe('/products/downlights/aura-1');
    // Titles over 41 characters: 37 characters, '...', then the part number (spec §5).
    expect(cards[0]?.textContent).toBe('AURA 1W Fire Rated Downlight IP65 300... DLAUR06-000001');
    expect(document.querySelector('img')?.getAttribute('width')).toBe('300');
    const search = api.calls.find((c) => c.url.pathname === '/products/search');
    expect(Object.fromEntries(search!.url.searchParams)).toEqual({
      query: 'aura',
      size: '40',
      page: '0',
      country: '3',
      language: 'en-GB',
    });
  });

  it("'Load more products' adds 12, fetching the next page of 40 when needed, until all show", async () => {
    renderResults('aura');
    await screen.findByText('Showing 36 of 70 products');
    fireEvent.click(screen.getByRole('button', { name: 'Load more products' }));
    await screen.findByText('Showing 48 of 70 products');
    fireEvent.click(screen.getByRole('button', { name: 'Load more products' }));
    await screen.findByText('Showing 60 of 70 products');
    fireEvent.click(screen.getByRole('button', { name: 'Load more products' }));
    await screen.findByText('Showing 70 of 70 products');
    expect(screen.queryByRole('button', { name: 'Load more products' })).toBeNull();
    const pages = api.calls
      .filter((c) => c.url.pathname === '/products/search')
      .map((c) => c.url.searchParams.get('page'));
    expect(pages).toEqual(['0', '1']);
  });

  const recorded = () =>
    api.calls.filter((c) => c.url.pathname === '/search-history').map((c) => [c.method, c.body]);

  it('records the search once its results arrive: country, platform WEB, query and language, never a count', async () => {
    renderResults('  aura  ');
    expect(recorded()).toEqual([]);
    await screen.findByText('Showing 36 of 70 products');
    await vi.waitFor(() =>
      expect(recorded()).toEqual([
        ['POST', { productSearchQuery: 'aura', country: 3, platform: 'WEB', language: 'en-GB' }],
      ]),
    );
    // Loading more of the same search records nothing more.
    fireEvent.click(screen.getByRole('button', { name: 'Load more products' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Load more products' }));
    await screen.findByText('Showing 60 of 70 products');
    expect(recorded()).toHaveLength(1);
  });

  it('records a search that found nothing and a failed one alike: the API counts them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { Stub } = withData(<TypedResults term="none" />);
    render(<Stub />);
    await screen.findByText('Showing 0 products');
    await vi.waitFor(() =>
      expect(recorded()).toEqual([
        ['POST', { productSearchQuery: 'none', country: 3, platform: 'WEB', language: 'en-GB' }],
      ]),
    );
    typeInBox('fail');
    await vi.waitFor(
      () =>
        expect(recorded().at(-1)).toEqual([
          'POST',
          { productSearchQuery: 'fail', country: 3, platform: 'WEB', language: 'en-GB' },
        ]),
      { timeout: 4000 },
    );
    expect(recorded()).toHaveLength(2);
    warn.mockRestore();
  });

  it("shows 'Showing 0 products' when nothing matches, and nothing for an empty term", async () => {
    renderResults('none');
    await screen.findByText('Showing 0 products');
    cleanup();
    renderResults('', '   ');
    expect(screen.queryByRole('status')).toBeNull();
    expect(api.calls.filter((c) => c.url.pathname === '/products/search')).toHaveLength(1);
  });

  it('keeps the results on screen when a search fails, and only logs it (spec §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { Stub } = withData(<TypedResults term="aura" />);
    render(<Stub />);
    await screen.findByText('Showing 36 of 70 products');
    typeInBox('fail');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Search failed:', expect.anything()), {
      timeout: 4000,
    });
    expect(screen.getByRole('status').textContent).toBe('Showing 36 of 70 products');
    expect(screen.getAllByRole('link')).toHaveLength(36);
    warn.mockRestore();
  });

  it('never sends a term past the API’s limit: nothing throws and the results stay', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { Stub } = withData(<TypedResults term="aura" />);
    render(<Stub />);
    await screen.findByText('Showing 36 of 70 products');
    typeInBox('x'.repeat(MAX_QUERY_LENGTH + 1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.getByRole('status').textContent).toBe('Showing 36 of 70 products');
    expect(screen.getAllByRole('link')).toHaveLength(36);
    const searched = () =>
      api.calls
        .filter((c) => c.url.pathname === '/products/search')
        .map((c) => c.url.searchParams.get('query'));
    expect(new Set(searched())).toEqual(new Set(['aura']));

    // A term at the limit, tab and accents included, is searched.
    const atLimit = `Spot d’aura\tl'extérieur ${'é'.repeat(MAX_QUERY_LENGTH - 24)}`;
    expect(atLimit).toHaveLength(MAX_QUERY_LENGTH);
    typeInBox(atLimit);
    await vi.waitFor(() => expect(searched().at(-1)).toBe(atLimit.replace('\t', ' ')));
    warn.mockRestore();
  });
});
