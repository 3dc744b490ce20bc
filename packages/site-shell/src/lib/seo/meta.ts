import type { MetaDescriptor } from 'react-router';
import { EDITION_IDS, EDITIONS, LOCALES, type EditionId, type Locale } from '@lumen/i18n';

/** What every page's meta needs from the request; the root loader provides it. */
export type SeoContext = {
  siteName: string;
  locale: Locale;
  edition: EditionId;
  editionOrigins: Record<EditionId, string>;
};

export type PageSeo = {
  /** The page's own title; the site name is appended unless the title already names the site. */
  title: string;
  description: string;
  /** Path and the query that identifies the page (`/customers/?customer=x`), never tracking params. */
  path: string;
  /** Absolute, or a path on the site (`/media/…`), made absolute against the canonical origin. */
  image?: string | null;
  type?: 'website' | 'article';
  /** Error pages and other pages that must stay out of search results. */
  noIndex?: boolean;
  /**
   * The page's path in a locale whose address differs (a product or category slug in French);
   * locales not listed use `path`.
   */
  localePaths?: Partial<Record<Locale, string>>;
  /**
   * The locales the page exists in, when not all: promotion pages are English (en-GB) only
   * (campaigns spec §9), so they name no other alternate.
   */
  locales?: readonly Locale[];
};

const EDITION_FOR_LOCALE = Object.fromEntries(
  EDITION_IDS.map((id) => [EDITIONS[id].locale, id]),
) as Record<Locale, EditionId>;

/** The edition whose origin stands for visitors whose language matches no alternate. */
const X_DEFAULT_EDITION: EditionId = 'uk';

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).toString();
}

/** The URL of `path` in every locale's edition, in the spec's locale order. */
export function alternateUrls(
  ctx: Pick<SeoContext, 'editionOrigins'>,
  path: string,
  localePaths: Partial<Record<Locale, string>> = {},
  locales: readonly Locale[] = LOCALES,
) {
  return LOCALES.filter((locale) => locales.includes(locale)).map((locale) => ({
    locale,
    href: absoluteUrl(ctx.editionOrigins[EDITION_FOR_LOCALE[locale]], localePaths[locale] ?? path),
  }));
}

/**
 * Title, description, canonical link, hreflang alternates (the four locales plus x-default)
 * and Open Graph tags for a page, all rendered into the server HTML by <Meta />.
 */
export function seoMeta(ctx: SeoContext, page: PageSeo): MetaDescriptor[] {
  const locales = page.locales ?? LOCALES;
  // A page that exists in fewer locales is canonical in its first one from every edition.
  const canonicalEdition = locales.includes(ctx.locale)
    ? ctx.edition
    : EDITION_FOR_LOCALE[locales[0] ?? ctx.locale];
  const origin = ctx.editionOrigins[canonicalEdition];
  // x-default must be a page that exists: for news published in Australia only, the AU one.
  const xDefaultEdition = locales.includes(EDITIONS[X_DEFAULT_EDITION].locale)
    ? X_DEFAULT_EDITION
    : EDITION_FOR_LOCALE[locales[0] ?? ctx.locale];
  const canonical = absoluteUrl(origin, page.path);
  const title =
    page.title && !page.title.includes(ctx.siteName)
      ? `${page.title} | ${ctx.siteName}`
      : page.title || ctx.siteName;
  const ogLocale = (l: Locale) => l.replace('-', '_');

  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...alternateUrls(ctx, page.path, page.localePaths, page.locales).map(({ locale, href }) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: locale,
      href,
    })),
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: absoluteUrl(
        ctx.editionOrigins[xDefaultEdition],
        page.localePaths?.[EDITIONS[xDefaultEdition].locale] ?? page.path,
      ),
    },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: ctx.siteName },
    { property: 'og:title', content: page.title || ctx.siteName },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: ogLocale(ctx.locale) },
    ...locales
      .filter((l) => l !== ctx.locale)
      .map((l) => ({
        property: 'og:locale:alternate',
        content: ogLocale(l),
      })),
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
  ];
  if (page.image) tags.push({ property: 'og:image', content: absoluteUrl(origin, page.image) });
  if (page.noIndex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
