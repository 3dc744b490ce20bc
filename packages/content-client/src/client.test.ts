import { describe, expect, it } from 'vitest';
import { ContentQueryError, createContentClient, fetchContent } from './client.ts';
import { MenusQuery } from './operations/layout.ts';

type Call = {
  url: string;
  body: { query: string; variables: Record<string, unknown>; operationName?: string };
};

function stubFetch(response: unknown, status = 200) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), body: JSON.parse(String(init?.body)) as Call['body'] });
    return new Response(JSON.stringify(response), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const MENUS = {
  data: {
    menus: [
      { __typename: 'Menu', id: 'products', menuName: 'Products', orderId: 1, sub_menus: [] },
    ],
  },
};

describe('createContentClient', () => {
  it('posts typed operations with the locale variable to the configured URL', async () => {
    const stub = stubFetch(MENUS);
    const client = createContentClient({ url: 'http://api.test/graphql', fetch: stub.fetch });
    const data = await fetchContent(client, MenusQuery, { locale: 'fr-FR' });
    expect(data.menus[0]?.menuName).toBe('Products');
    expect(stub.calls).toHaveLength(1);
    expect(stub.calls[0]?.url).toBe('http://api.test/graphql');
    expect(stub.calls[0]?.body.variables).toEqual({ locale: 'fr-FR' });
    expect(stub.calls[0]?.body.query).toContain('query Menus($locale: Locale!)');
  });

  it('returns the data without the __typename fields the cache adds', async () => {
    const stub = stubFetch({
      data: {
        menus: [
          {
            __typename: 'Menu',
            id: 'products',
            menuName: 'Products',
            orderId: 1,
            sub_menus: [{ __typename: 'SubMenu', id: 'downlights', child_menus: [] }],
          },
        ],
      },
    });
    const client = createContentClient({ url: 'http://api.test/graphql', fetch: stub.fetch });
    const data = await fetchContent(client, MenusQuery, { locale: 'en-GB' });
    expect(JSON.stringify(data)).not.toContain('__typename');
    expect(data.menus[0]).toMatchObject({ id: 'products', sub_menus: [{ id: 'downlights' }] });
  });

  it('gives each client its own cache', async () => {
    const stub = stubFetch(MENUS);
    const a = createContentClient({ url: 'http://api.test/graphql', fetch: stub.fetch });
    await fetchContent(a, MenusQuery, { locale: 'en-GB' });
    await fetchContent(a, MenusQuery, { locale: 'en-GB' });
    expect(stub.calls).toHaveLength(1);
    const b = createContentClient({ url: 'http://api.test/graphql', fetch: stub.fetch });
    await fetchContent(b, MenusQuery, { locale: 'en-GB' });
    expect(stub.calls).toHaveLength(2);
  });

  it('throws on GraphQL errors and failed requests', async () => {
    const bad = stubFetch({
      errors: [{ message: 'locale must be one of en-GB, fr-FR, en-AU, en-NZ' }],
    });
    const client = createContentClient({ url: 'http://api.test/graphql', fetch: bad.fetch });
    await expect(fetchContent(client, MenusQuery, { locale: 'en-GB' })).rejects.toThrow(
      /locale must be one of/,
    );

    const down = stubFetch({ message: 'Something went wrong' }, 500);
    const client2 = createContentClient({ url: 'http://api.test/graphql', fetch: down.fetch });
    await expect(fetchContent(client2, MenusQuery, { locale: 'en-GB' })).rejects.toBeInstanceOf(
      ContentQueryError,
    );
  });

  it('sends the configured fetch options', async () => {
    let headers: Headers | undefined;
    const fetch = (async (_: RequestInfo | URL, init?: RequestInit) => {
      headers = new Headers(init?.headers);
      return new Response(JSON.stringify(MENUS), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof globalThis.fetch;
    const client = createContentClient({
      url: 'http://api.test/graphql',
      fetch,
      fetchOptions: () => ({ headers: { 'x-request-id': 'abc' } }),
    });
    await fetchContent(client, MenusQuery, { locale: 'en-AU' });
    expect(headers?.get('x-request-id')).toBe('abc');
  });
});
