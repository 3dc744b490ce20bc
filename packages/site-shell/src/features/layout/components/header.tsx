import { useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { cx } from '@lumen/ui-kit/cx';
import { AppLink } from '#src/components/app-link.tsx';
import { Logo } from '#src/components/logo.tsx';
import { paths } from '#src/config/paths.ts';
import { HEADER_DARKEN_SCROLL_PX } from '#src/config/site.ts';
import { useScrolledPast } from '#src/hooks/use-scrolled-past.ts';
import { useLanguage, useTranslator } from '#src/lib/i18n.tsx';
import { lazyIsland } from '#src/lib/lazy-island.tsx';
import type { Country, Menu } from '#src/features/layout/types.ts';

// The country list is an island (issue 9): in the server's HTML, its code out of every
// page's first script. On phones it sits in the closed menu panel, so like the main menu it
// hydrates when it shows: on large screens right after the page, on phones when the menu opens.
const CountrySelector = lazyIsland(
  () =>
    import('#src/features/layout/components/country-selector.tsx').then((m) => m.CountrySelector),
  { when: 'visible' },
);

// The main menu and its mega-menu panels: about a third of the header's elements, hidden on
// phones behind the menu button and closed on every screen. In the server's HTML, hydrated
// when it shows (issue 9): on large screens right after the page, on phones when the menu opens.
const MainMenu = lazyIsland(
  () => import('#src/features/layout/components/main-menu.tsx').then((m) => m.MainMenu),
  { when: 'visible' },
);

export type HeaderVariant = 'dark' | 'light';

export type HeaderProps = {
  /** Default layout: dark; detail layout: light. */
  variant: HeaderVariant;
  menus: Menu[];
  countries: Country[];
  countryId: number;
  /** The customer account area; the login button shows only for English (spec §1). */
  customerAccountUrl?: string | undefined;
  onCountryChange: (country: Country) => void;
  /** The search box and its dialog, supplied by the search feature. */
  search?: ReactNode;
};

const TONES: Record<HeaderVariant, { top: string; scrolled: string; action: string }> = {
  dark: {
    top: 'surface-dark bg-header',
    scrolled: 'surface-dark bg-header-scrolled shadow-lg',
    action: 'inverse',
  },
  light: {
    top: 'bg-header-light text-ink-900 border-b border-ink-100',
    scrolled: 'bg-ink-100 text-ink-950 shadow-lg',
    action: 'outline',
  },
};

/**
 * The header of every page with chrome (spec §2 Header). On large screens: logo, search,
 * country, login and contact on the first row, the main menu on the second. On small
 * screens the menu, country, login and contact fold into a panel behind a menu button,
 * which closes on navigation because it is remembered against the location it opened at.
 */
export function Header({
  variant,
  menus,
  countries,
  countryId,
  customerAccountUrl,
  onCountryChange,
  search,
}: HeaderProps) {
  const t = useTranslator();
  const language = useLanguage();
  const isScrolled = useScrolledPast(HEADER_DARKEN_SCROLL_PX);
  const location = useLocation();
  const panelId = useId();
  const [mobileOpenAt, setMobileOpenAt] = useState<string | null>(null);
  const isMobileOpen = mobileOpenAt === location.key;
  const tone = TONES[variant];

  return (
    <header
      data-variant={variant}
      data-scrolled={isScrolled}
      className={cx(
        'sticky top-0 z-40 transition-colors duration-300',
        isScrolled ? tone.scrolled : tone.top,
      )}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Logo homeLabel={t('header.homeLink')} />
        <div className="ml-auto flex items-center gap-2 lg:ml-0 lg:flex-1 lg:justify-end">
          {search}
        </div>
        <button
          type="button"
          className="focus-ring inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-semibold hover:bg-current/10 lg:hidden"
          aria-expanded={isMobileOpen}
          aria-controls={panelId}
          onClick={() => setMobileOpenAt(isMobileOpen ? null : location.key)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
          >
            {isMobileOpen ? (
              <path d="M18 6 6 18M6 6l12 12" />
            ) : (
              <path d="M4 6h16M4 12h16M4 18h16" />
            )}
          </svg>
          {/* On phones the icon alone: 'Ouvrir le menu' beside the logo and search would push
              the header onto a second row. The text stays the button's name. */}
          <span className="max-sm:sr-only">
            {isMobileOpen ? t('common.closeMenu') : t('common.openMenu')}
          </span>
        </button>
        <div
          id={panelId}
          className={cx(
            isMobileOpen
              ? 'absolute inset-x-0 top-full flex max-h-[calc(100dvh-4rem)] flex-col gap-4 overflow-y-auto p-4 shadow-lg'
              : 'hidden',
            isMobileOpen && (isScrolled ? tone.scrolled : tone.top),
            'lg:contents',
          )}
        >
          <div className="flex flex-wrap items-center gap-3">
            <CountrySelector
              countries={countries}
              countryId={countryId}
              onChange={onCountryChange}
            />
            {language === 'en' && customerAccountUrl ? (
              <AppLink
                href={customerAccountUrl}
                className={buttonClassName({
                  variant: tone.action === 'inverse' ? 'inverse' : 'outline',
                  size: 'sm',
                })}
              >
                {t('common.login')}
              </AppLink>
            ) : null}
            <AppLink
              href={paths.contact.index.getHref()}
              className={buttonClassName({ variant: 'primary', size: 'sm' })}
            >
              {t('common.contact')}
            </AppLink>
          </div>
          {menus.length > 0 ? (
            <nav aria-label={t('header.mainNavigation')} className="lg:w-full">
              <MainMenu menus={menus} className="lg:-mx-3" />
            </nav>
          ) : null}
        </div>
      </div>
    </header>
  );
}
