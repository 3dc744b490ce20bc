import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { Language } from '@lumen/i18n';
import { Logo } from '#src/components/logo.tsx';
import { paths } from '#src/config/paths.ts';
import { HEADER_DARKEN_SCROLL_PX } from '#src/config/site.ts';
import { useScrolledPast } from '#src/hooks/use-scrolled-past.ts';
import { uiStrings } from '#src/lib/ui-strings.ts';
import type { Country, Menu } from '../types.ts';
import { CountrySelector } from './country-selector.tsx';
import { MainMenu } from './main-menu.tsx';

export type HeaderVariant = 'dark' | 'light';

export type HeaderProps = {
  /** Default layout: dark; detail layout: light. */
  variant: HeaderVariant;
  menus: Menu[];
  countries: Country[];
  language: Language;
  countryId: number;
  /** The customer account area; the login button shows only for English (spec §1). */
  customerAccountUrl?: string | undefined;
  onCountryChange: (country: Country) => void;
  /** The search box and its dialog, supplied by the search feature. */
  search?: ReactNode;
};

const TONES: Record<HeaderVariant, { top: string; scrolled: string }> = {
  dark: { top: 'bg-ink-900 text-white', scrolled: 'bg-ink-950 text-white shadow-lg' },
  light: { top: 'bg-white text-ink-900', scrolled: 'bg-ink-100 text-ink-950 shadow-lg' },
};

export function Header({
  variant,
  menus,
  countries,
  language,
  countryId,
  customerAccountUrl,
  onCountryChange,
  search,
}: HeaderProps) {
  const t = uiStrings(language);
  const isScrolled = useScrolledPast(HEADER_DARKEN_SCROLL_PX);
  const location = useLocation();
  const navId = useId();
  // Remembered against the location it was opened at, so any navigation closes it.
  const [mobileOpenAt, setMobileOpenAt] = useState<string | null>(null);
  const isMobileOpen = mobileOpenAt === location.key;
  const tone = TONES[variant];

  return (
    <header
      data-variant={variant}
      data-scrolled={isScrolled}
      className={`sticky top-0 z-30 transition-colors duration-300 ${isScrolled ? tone.scrolled : tone.top}`}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-3 lg:flex-nowrap">
        <Logo homeLabel={t.home} />
        <button
          type="button"
          className="ml-auto rounded px-3 py-2 lg:hidden"
          aria-expanded={isMobileOpen}
          aria-controls={navId}
          onClick={() => setMobileOpenAt(isMobileOpen ? null : location.key)}
        >
          {isMobileOpen ? t.closeMenu : t.openMenu}
        </button>
        <div
          id={navId}
          className={`${isMobileOpen ? 'flex' : 'hidden'} w-full flex-col gap-3 lg:flex lg:w-auto lg:flex-1 lg:flex-row lg:items-center`}
        >
          {menus.length > 0 ? (
            <nav aria-label={t.mainNavigation} className="lg:flex-1">
              <MainMenu menus={menus} labels={t} />
            </nav>
          ) : (
            <div className="lg:flex-1" />
          )}
          {search}
          <div className="flex items-center gap-3">
            <CountrySelector
              countries={countries}
              countryId={countryId}
              label={t.country}
              onChange={onCountryChange}
            />
            {language === 'en' && customerAccountUrl ? (
              <a
                href={customerAccountUrl}
                className="rounded border border-current px-3 py-1.5 text-sm font-semibold"
              >
                {t.login}
              </a>
            ) : null}
            <Link
              to={paths.contact.index.getHref()}
              className="rounded bg-brand-500 px-3 py-1.5 text-sm font-semibold text-ink-950 hover:bg-brand-300"
            >
              {t.contact}
            </Link>
          </div>
        </div>
      </div>
    </header>
  );
}
