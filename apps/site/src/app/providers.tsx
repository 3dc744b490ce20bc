import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Locale } from '@lumen/i18n';
import { ProductApiProvider } from '#src/lib/product-api.tsx';
import { createQueryClient } from '#src/lib/query-client.ts';

/**
 * The data providers every page and the header search use: one QueryClient per server
 * render (so per request) and per browser session, and the product API client.
 */
export function DataProviders({
  publicApiUrl,
  locale,
  children,
}: {
  publicApiUrl: string;
  locale: Locale;
  children: ReactNode;
}) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ProductApiProvider baseUrl={publicApiUrl} locale={locale}>
        {children}
      </ProductApiProvider>
    </QueryClientProvider>
  );
}
