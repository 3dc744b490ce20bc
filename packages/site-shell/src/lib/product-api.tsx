import { createContext, use, useState, type ReactNode } from 'react';
import { productLanguageOf, type Locale } from '@lumen/i18n/locales';
import type { ProductApi } from '@lumen/product-api-client';

/*
 * What the pages that query the product API from the browser (the listing, the search
 * dialog) need: the product API client bound to the API's public origin and the visitor's
 * language. The client, with the response schemas it parses with, is
 * loaded on first use: a listing renders from the server's answers, so its first script
 * needs neither. Mounted by those pages, not by the root.
 */
type ProductApiLoader = () => Promise<ProductApi>;
type ProductApiContextValue = { apiUrl: string; locale: Locale; load: ProductApiLoader };

const ProductApiContext = createContext<ProductApiContextValue | null>(null);

function productApiLoader(apiUrl: string, locale: Locale): ProductApiLoader {
  let api: Promise<ProductApi> | undefined;
  return () =>
    (api ??= import('@lumen/product-api-client').then((client) =>
      client.createProductApi({ baseUrl: apiUrl, acceptLanguage: productLanguageOf(locale) }),
    ));
}

export function ProductDataProvider({
  apiUrl,
  locale,
  children,
}: {
  apiUrl: string;
  locale: Locale;
  children: ReactNode;
}) {
  const [state, setState] = useState({ apiUrl, locale, load: productApiLoader(apiUrl, locale) });
  if (state.apiUrl !== apiUrl || state.locale !== locale)
    setState({ apiUrl, locale, load: productApiLoader(apiUrl, locale) });
  return <ProductApiContext value={state}>{children}</ProductApiContext>;
}

function useProductApiContext(): ProductApiContextValue {
  const value = use(ProductApiContext);
  if (!value) throw new Error('Render inside a ProductDataProvider.');
  return value;
}

/** Resolves with the product API client, loading it the first time. */
export function useProductApiLoader(): ProductApiLoader {
  return useProductApiContext().load;
}

/** The API origin and the visitor's locale, for code that builds its own client. */
export function useProductApiConfig(): { apiUrl: string; locale: Locale } {
  const { apiUrl, locale } = useProductApiContext();
  return { apiUrl, locale };
}
