/*
 * The public apps' root route, shared by site and campaigns (decision 023): the document, the
 * language reconciliation, the error pages and when the root data reloads. Each app's
 * src/app/root.tsx adds its stylesheet, middleware and loader, and exports these.
 */
import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  type MetaDescriptor,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { createTranslatorFromMessages } from '@lumen/i18n/messages';
import { CSP_NONCE_META_PROPERTY, useCspNonce } from '@lumen/ui-kit/csp-nonce';
import { ErrorPage } from '#src/components/error-page.tsx';
import { SITE_NAME } from '#src/config/site.ts';
import { isSitePath } from '#src/config/paths.ts';
import { LanguageProvider, useTranslator } from '#src/lib/i18n.tsx';
import { reconcilePreference } from '#src/lib/language-sync.ts';
import { afterIslandsHydrate } from '#src/lib/lazy-island.tsx';
import { OwnPathsProvider } from '#src/lib/own-paths.tsx';
import { whenIdle } from '#src/lib/when-idle.ts';
import { LayoutShell } from './layout-shell.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';
import { unpackRootData, useRootData } from './root-data.ts';
import type { RootWireData } from './root.server.ts';

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

/**
 * Zod builds fast object parsers with `new Function` where it may, and probes for that once;
 * the page policy forbids eval, and the browser reports even that caught probe as a
 * violation. Zod reads this global when it loads, before any schema exists (documented in
 * zod/v4/core's config), so in the browser it uses its interpreter from the start. The server
 * renders without a policy on itself and keeps the compiled parsers.
 */
const ZOD_WITHOUT_EVAL =
  'Object.assign((globalThis.__zod_globalConfig ??= {}), { jitless: true });';

/**
 * The <html> document. `isOwnPath` says which paths the app serves itself (the site's pages by
 * default): the shell's links to any other path are document loads (lib/own-paths.tsx).
 */
export function RootDocument({
  children,
  isOwnPath = isSitePath,
}: {
  children: ReactNode;
  isOwnPath?: (href: string) => boolean;
}) {
  const root = useRootData();
  const nonce = useCspNonce();
  useEffect(() => {
    // Hydration waits for the first paint (entry.client.tsx), and the islands for their code
    // (lazy-island.tsx); tests and tools wait for this mark.
    afterIslandsHydrate(() => {
      document.documentElement.dataset.hydrated = '';
    });
  }, []);
  return (
    <html lang={root?.visitor.locale ?? 'en-GB'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14181c" />
        {/* Scripts that run later (Vite's dev client, the dialogs' styles) find the nonce here. */}
        <meta property={CSP_NONCE_META_PROPERTY} nonce={nonce} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL }} />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="bg-white font-sans text-ink-900 antialiased">
        <LanguageProvider language={root?.visitor.language ?? 'en'} messages={root?.messages}>
          <OwnPathsProvider isOwnPath={isOwnPath}>{children}</OwnPathsProvider>
        </LanguageProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The root route's component: keeps the browser's stored language and the server's in step. */
export function RootApp({ loaderData }: { loaderData: RootWireData }) {
  const { locale, countryId, hasStoredPreference } = loaderData.visitor;
  useEffect(() => {
    // When the browser is idle: the first use of storage opens it, which took 10 ms of the
    // hydration's task on a slow machine (issue 9).
    return whenIdle(() => {
      if (reconcilePreference({ locale, countryId }, hasStoredPreference)) window.location.reload();
    });
  }, [locale, countryId, hasStoredPreference]);
  return <Outlet />;
}

/** Only error pages take their meta from here; every page route sets its own. */
export function rootMeta({
  error,
  loaderData,
}: {
  error?: unknown;
  loaderData?: RootWireData;
}): MetaDescriptor[] {
  if (!error || !loaderData) return [];
  const { visitor, messages } = unpackRootData(loaderData);
  const t = createTranslatorFromMessages(visitor.language, messages);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 404
      ? t('errors.notFoundTitle')
      : status === 503
        ? t('errors.unavailableTitle')
        : t('errors.serverErrorTitle');
  return [{ title: `${title} | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * The 404, 500 and 503 pages for every route (the catch-all route throws 404, or 503 when the
 * gateway asks for the page of an app that is down). The chrome is kept when the root loader
 * succeeded, so an error inside a page still shows the header.
 */
export function RootErrorBoundary({ error }: { error: unknown }) {
  const t = useTranslator();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);

  return (
    <LayoutShell variant="dark">
      {status === 503 ? (
        <ErrorPage
          status={503}
          title={t('errors.unavailableTitle')}
          text={t('errors.unavailableMessage')}
          homeLabel={t('errors.goToHome')}
          // One leading slash: the link stays on this site whatever path was asked for.
          retry={{
            href: `${location.pathname.replace(/^\/+/, '/')}${location.search}`,
            label: t('errors.tryAgain'),
          }}
        />
      ) : status === 404 ? (
        <ErrorPage
          status={404}
          title={t('errors.notFoundTitle')}
          text={t('errors.notFoundMessage')}
          homeLabel={t('errors.backToHome')}
        />
      ) : (
        <ErrorPage
          status={500}
          title={t('errors.serverErrorTitle')}
          text={t('errors.serverErrorMessage')}
          homeLabel={t('errors.goToHome')}
        />
      )}
    </LayoutShell>
  );
}
