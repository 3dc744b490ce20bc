import { createContext, use, useMemo, type ReactNode } from 'react';
import { productLanguageOf, type Locale } from '@lumen/i18n';
import { createProductApi, type ProductApi } from '@lumen/product-api-client';

/*
 * The browser's product API client, bound to the API's public origin and the visitor's
 * language (Accept-Language), for components below the root.
 */
const ProductApiContext = createContext<ProductApi | null>(null);

export function ProductApiProvider({
  baseUrl,
  locale,
  children,
}: {
  baseUrl: string;
  locale: Locale;
  children: ReactNode;
}) {
  const api = useMemo(
    () => createProductApi({ baseUrl, acceptLanguage: productLanguageOf(locale) }),
    [baseUrl, locale],
  );
  return <ProductApiContext value={api}>{children}</ProductApiContext>;
}

export function useProductApi(): ProductApi {
  const api = use(ProductApiContext);
  if (!api) throw new Error('useProductApi needs a ProductApiProvider above it');
  return api;
}
