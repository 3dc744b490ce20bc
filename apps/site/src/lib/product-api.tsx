import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { productLanguageOf, type Locale } from '@lumen/i18n';
import { createProductApi, type ProductApi } from '@lumen/product-api-client';
import { createQueryClient } from './query-client.ts';

/*
 * The browser's product API client, bound to the API's public origin and the visitor's
 * language (Accept-Language), with a QueryClient. Mounted by the pages that query the API
 * from the browser (the listing, the search dialog), not by the root: pages that do not
 * need it keep TanStack Query and the response schemas out of their JavaScript.
 */
const ProductApiContext = createContext<ProductApi | null>(null);

export function ProductDataProvider({
  apiUrl,
  locale,
  children,
}: {
  apiUrl: string;
  locale: Locale;
  children: ReactNode;
}) {
  // One per server render (so per request) and per mount in the browser.
  const [queryClient] = useState(createQueryClient);
  const api = useMemo(
    () => createProductApi({ baseUrl: apiUrl, acceptLanguage: productLanguageOf(locale) }),
    [apiUrl, locale],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ProductApiContext value={api}>{children}</ProductApiContext>
    </QueryClientProvider>
  );
}

export function useProductApi(): ProductApi {
  const api = use(ProductApiContext);
  if (!api) throw new Error('useProductApi needs a ProductDataProvider above it');
  return api;
}
