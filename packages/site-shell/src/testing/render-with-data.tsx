import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import { MESSAGES } from '@lumen/i18n/messages';
import { LanguageProvider } from '#src/lib/i18n.tsx';
import { ProductDataProvider } from '#src/lib/product-api.tsx';
import { createQueryClient } from '#src/lib/query-client.ts';

export type FakeApi = {
  calls: { method: string; url: URL; body: unknown }[];
  fetch: typeof fetch;
};

/**
 * A stand-in for the product API over `fetch`: `answer` gets each request and returns the
 * JSON body (and status). Component tests stub the network, never the code under test.
 */
export function fakeApi(
  answer: (request: { method: string; url: URL; body: unknown }) => {
    status?: number;
    body: unknown;
  },
): FakeApi {
  const calls: FakeApi['calls'] = [];
  const fetchStub = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method: init?.method ?? 'GET', url, body };
    calls.push(request);
    const reply = answer(request);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { calls, fetch: fetchStub };
}

/** Renders `ui` inside a router, the language, a fresh QueryClient and the product API. */
export function withData(ui: ReactNode, { path = '/', language = 'en' as const } = {}) {
  const Stub = createRoutesStub([
    {
      path: path.split('?')[0] ?? '/',
      Component: function WithData() {
        const [queryClient] = useState(createQueryClient);
        return (
          <LanguageProvider language={language} messages={MESSAGES[language]}>
            <QueryClientProvider client={queryClient}>
              <ProductDataProvider apiUrl="http://api.test" locale="en-GB">
                {ui}
              </ProductDataProvider>
            </QueryClientProvider>
          </LanguageProvider>
        );
      },
    },
  ]);
  return { Stub: () => <Stub initialEntries={[path]} /> };
}
