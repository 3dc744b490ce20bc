import { useEffect, type ReactNode } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type MetaDescriptor,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { ErrorPage } from '#src/components/error-page.tsx';
import { SITE_NAME } from '#src/config/site.ts';
import { SiteChrome } from '#src/features/layout/components/site-chrome.tsx';
import { EMPTY_LAYOUT_CONTENT } from '#src/features/layout/types.ts';
import { LanguageProvider } from '#src/lib/i18n.tsx';
import { preferenceOf } from '#src/lib/language-preference.ts';
import { reconcilePreference } from '#src/lib/language-storage.ts';
import { uiStrings } from '#src/lib/ui-strings.ts';
import stylesheet from '#src/styles.css?url';
import type { Route } from './+types/root';
import { DataProviders } from './providers.tsx';
import { useRootData } from './root-data.ts';
import { loadRootData } from './root.server.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request }: Route.LoaderArgs) {
  const { data: body, setCookies } = await loadRootData(request);
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return data(body, { headers });
}

/**
 * The root data (visitor, SEO context, layout content) depends on the host, the cookies and
 * the path, never on the query: a listing's filter or page change must not reload the chrome.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (
    !formMethod &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search
  )
    return false;
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  return (
    <html lang={root?.visitor.locale ?? 'en-GB'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14181c" />
        <Meta />
        <Links />
      </head>
      <body className="bg-white font-sans text-ink-900 antialiased">
        <LanguageProvider language={root?.visitor.language ?? 'en'}>
          <DataProviders
            publicApiUrl={root?.config.publicApiUrl ?? ''}
            locale={root?.visitor.locale ?? 'en-GB'}
          >
            {children}
          </DataProviders>
        </LanguageProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { visitor } = loaderData;
  useEffect(() => {
    const server = preferenceOf(visitor.locale, visitor.countryId);
    if (reconcilePreference(server, visitor.hasStoredPreference)) window.location.reload();
  }, [visitor.locale, visitor.countryId, visitor.hasStoredPreference]);
  return <Outlet />;
}

/** Only error pages take their meta from here; every page route sets its own. */
export const meta: Route.MetaFunction = ({ error, loaderData }): MetaDescriptor[] => {
  if (!error) return [];
  const t = uiStrings(loaderData?.visitor.language ?? 'en');
  const title =
    isRouteErrorResponse(error) && error.status === 404 ? t.notFoundTitle : t.serverErrorTitle;
  return [{ title: `${title} | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
};

/**
 * The 404 and 500 pages for every route (the catch-all route throws 404). The chrome is
 * kept when the root loader succeeded, so an error inside a page still shows the header.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRootData();
  const language = root?.visitor.language ?? 'en';
  const t = uiStrings(language);
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isNotFound && !isRouteErrorResponse(error)) console.error(error);

  return (
    <SiteChrome
      variant="dark"
      content={root?.layout ?? EMPTY_LAYOUT_CONTENT}
      language={language}
      countryId={root?.visitor.countryId ?? 1}
      customerAccountUrl={root?.config.customerAccountUrl}
    >
      {isNotFound ? (
        <ErrorPage
          status={404}
          title={t.notFoundTitle}
          text={t.notFoundText}
          homeLabel={t.backToHome}
        />
      ) : (
        <ErrorPage
          status={500}
          title={t.serverErrorTitle}
          text={t.serverErrorText}
          homeLabel={t.goToHome}
        />
      )}
    </SiteChrome>
  );
}
