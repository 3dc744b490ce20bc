import { LOCALES, type Locale } from '@lumen/i18n';

/**
 * One page in its language versions: the path it has in each locale. Fixed pages have the
 * same path everywhere; content pages may have a slug per language, or exist in only some.
 */
export type SitemapPage = Partial<Record<Locale, string>>;

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/**
 * A sitemap listing every language version of every page at its edition's origin, each with
 * `xhtml:link` alternates to its other versions (Google's hreflang-in-sitemap form).
 */
export function buildSitemapXml(
  pages: readonly SitemapPage[],
  originOf: (locale: Locale) => string,
): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const page of pages) {
    const versions = LOCALES.flatMap((locale) => {
      const path = page[locale];
      return path === undefined
        ? []
        : [{ locale, href: new URL(path, originOf(locale)).toString() }];
    });
    for (const { href } of versions) {
      if (seen.has(href)) continue;
      seen.add(href);
      const links = versions.map(
        (v) =>
          `    <xhtml:link rel="alternate" hreflang="${v.locale}" href="${escapeXml(v.href)}"/>`,
      );
      urls.push(['  <url>', `    <loc>${escapeXml(href)}</loc>`, ...links, '  </url>'].join('\n'));
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** A page with the same path in every locale (or only the English ones). */
export function samePathEverywhere(
  path: string,
  opts: { englishOnly?: boolean } = {},
): SitemapPage {
  return Object.fromEntries(
    LOCALES.filter((l) => !opts.englishOnly || l.startsWith('en')).map((l) => [l, path]),
  );
}
