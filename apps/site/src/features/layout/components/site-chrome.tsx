import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { LOCALE_FOR_COUNTRY, isCountryId, isLocale, type Language } from '@lumen/i18n';
import { MAIN_CONTENT_ID, SkipLink } from '#src/components/skip-link.tsx';
import { preferenceOf } from '#src/lib/language-preference.ts';
import { storePreference } from '#src/lib/language-storage.ts';
import { uiStrings } from '#src/lib/ui-strings.ts';
import type { Country, LayoutContent } from '../types.ts';
import { Footer } from './footer.tsx';
import { Header, type HeaderVariant } from './header.tsx';

export type SiteChromeProps = {
  variant: HeaderVariant | 'none';
  content: LayoutContent;
  language: Language;
  countryId: number;
  customerAccountUrl?: string | undefined;
  supportChatScriptUrl?: string | undefined;
  children: ReactNode;
};

/**
 * Skip link, header, main landmark and footer. `variant: 'none'` is the empty layout: the
 * page alone, still inside a main landmark so the skip link target always exists.
 */
export function SiteChrome({
  variant,
  content,
  language,
  countryId,
  children,
  ...config
}: SiteChromeProps) {
  const t = uiStrings(language);
  const revalidator = useRevalidator();

  const onCountryChange = (country: Country) => {
    if (!isCountryId(country.countryId)) return;
    const locale = isLocale(country.lang) ? country.lang : LOCALE_FOR_COUNTRY[country.countryId];
    storePreference(preferenceOf(locale, country.countryId));
    // Loaders read the cookie, so revalidating re-renders every part in the new language.
    void revalidator.revalidate();
  };

  const main = (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
      {children}
    </main>
  );
  if (variant === 'none') return main;

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink label={t.skipToContent} />
      <Header
        variant={variant}
        menus={content.menus}
        countries={content.countries}
        language={language}
        countryId={countryId}
        customerAccountUrl={config.customerAccountUrl}
        onCountryChange={onCountryChange}
      />
      {main}
      <Footer
        footer={content.footer}
        language={language}
        countryId={countryId}
        supportChatScriptUrl={config.supportChatScriptUrl}
      />
    </div>
  );
}
