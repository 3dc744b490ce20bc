import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SiteChrome, type SiteChromeProps } from '#src/features/layout/components/site-chrome.tsx';
import { EMPTY_LAYOUT_CONTENT } from '#src/features/layout/types.ts';
import { lazyIsland } from '#src/lib/lazy-island.tsx';
import { useRootData } from '#src/root/root-data.ts';

// In the server's HTML, hydrated once their code has arrived (ADR 020): the search box and
// its suggestions when the visitor points at, touches or focuses them (a click on the phone's
// search button before then is held and replayed); the footer's newsletter block as it nears
// the viewport, like the footer around it (a click on Subscribe before then is held until
// both have hydrated).
const HeaderSearch = lazyIsland(
  () => import('#src/features/search/components/header-search.tsx').then((m) => m.HeaderSearch),
  { when: 'intent' },
);
const NewsletterBlock = lazyIsland(
  () =>
    import('#src/features/newsletter/components/newsletter-block.tsx').then(
      (m) => m.NewsletterBlock,
    ),
  { when: 'visible' },
);

/**
 * Renders a layout's chrome from the root loader's data, composing the features that plug
 * into it: the header search (remounted on every navigation, so a route change closes its
 * dialog and clears it) and the footer's newsletter block.
 */
export function LayoutShell({
  variant,
  children,
}: {
  variant: SiteChromeProps['variant'];
  children: ReactNode;
}) {
  const root = useRootData();
  const location = useLocation();
  const layout = root?.layout ?? EMPTY_LAYOUT_CONTENT;
  const countryId = root?.visitor.countryId ?? 1;

  return (
    <SiteChrome
      variant={variant}
      content={layout}
      countryId={countryId}
      customerAccountUrl={root?.config.customerAccountUrl}
      supportChatScriptUrl={root?.config.supportChatScriptUrl}
      search={
        root ? (
          <HeaderSearch
            key={location.key}
            searchHeader={layout.searchHeader}
            apiUrl={root.config.publicApiUrl}
            countryId={countryId}
            locale={root.visitor.locale}
          />
        ) : null
      }
      newsletter={
        root ? (
          <NewsletterBlock
            newsletter={layout.footer?.newsletter ?? null}
            forms={root.config.marketingForms}
          />
        ) : null
      }
    >
      {children}
    </SiteChrome>
  );
}
