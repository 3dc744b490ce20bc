import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAutocompleteTerms } from '#src/features/search/api/get-autocomplete-terms.ts';

describe('getAutocompleteTerms', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for six terms in the visitor's country and product language", async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ terms: ['AURA', 'AURA fire rated', ' ', 'a', 'b', 'c'] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const terms = await getAutocompleteTerms({
      apiUrl: 'http://api.test',
      query: 'aura downlight',
      countryId: 3,
      locale: 'fr-FR',
    });
    expect(terms).toEqual(['AURA', 'AURA fire rated', 'a', 'b', 'c']);
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]));
    expect(url.pathname).toBe('/products/autocomplete');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      query: 'aura downlight',
      size: '6',
      country: '3',
      language: 'fr-FR',
    });
  });

  it('fails on an error answer or an unexpected body, for the caller to log', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 502 })),
    );
    const req = { apiUrl: 'http://api.test', query: 'x', countryId: 1, locale: 'en-GB' } as const;
    await expect(getAutocompleteTerms(req)).rejects.toMatchObject({
      name: 'ProductApiError',
      status: 502,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ suggestions: [] })),
    );
    await expect(getAutocompleteTerms(req)).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});
