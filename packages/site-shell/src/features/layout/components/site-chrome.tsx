import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from '#src/components/skip-link.tsx';
import { useTranslator } from '#src/lib/i18n.tsx';
import { storePreference } from '#src/lib/language-sync.ts';
import { lazyIsland } from '#src/lib/lazy-island.tsx';
import type { Country, LayoutContent } from '#src/features/layout/types.ts';
import { Header, type HeaderVariant } from '#src/features/layout/components/header.tsx';

export type SiteChromeProps = {
  variant: HeaderVariant | 'none';
  content: LayoutContent;
  countryId: number;
  customerAccountUrl?: string | undefined;
  supportChatScriptUrl?: string | undefined;
  /** Header search (box, suggestions, dialog), composed by the app from the search feature. */
  search?: ReactNode;
  /** Footer newsletter block, composed by the app from the newsletter feature. */
  newsletter?: ReactNode;
  children: ReactNode;
};

// Below the fold on every page: in the server's HTML, hydrated as it nears the viewport
// (ADR 020). Its links work as plain links until then.
const Footer = lazyIsland(
  () => import('#src/features/layout/components/footer.tsx').then((m) => m.Footer),
  { when: 'visible' },
);

/**
 * A country choice is kept in storage and in the cookie, then the page reloads so every part
 * of it (content, menus, dates, the html lang) comes from the server in the new language.
 */
function chooseCountry(country: Country) {
  storePreference({ locale: country.lang, countryId: country.countryId });
  window.location.reload();
}

/**
 * Skip link, header, main landmark and footer. `variant: 'none'` is the empty layout: the
 * page alone, still inside a main landmark so the skip link target always exists.
 */
export function SiteChrome({
  variant,
  content,
  countryId,
  customerAccountUrl,
  supportChatScriptUrl,
  search,
  newsletter,
  children,
}: SiteChromeProps) {
  const t = useTranslator();
  const main = (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
      {children}
    </main>
  );
  if (variant === 'none') return main;

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink label={t('common.skipToContent')} />
      <Header
        variant={variant}
        menus={content.menus}
        countries={content.countries}
        countryId={countryId}
        customerAccountUrl={customerAccountUrl}
        onCountryChange={chooseCountry}
        search={search}
      />
      {main}
      <Footer
        footer={content.footer}
        countryId={countryId}
        supportChatScriptUrl={supportChatScriptUrl}
        newsletter={newsletter}
      />
    </div>
  );
}
