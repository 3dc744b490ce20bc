import { expect, test, type APIRequestContext } from '@playwright/test';
import { EDITIONS, fetchAsBrowser, type EditionName } from '../../fixtures/editions.ts';
import { E2E_SITE_URL, editionUrl } from '../../ports.ts';
import { isCampaignPath } from '../campaign-paths.ts';

/**
 * Issue 10 point 5, on every content page the sitemap lists, in each edition: title,
 * description, canonical, hreflang alternates, Open Graph and a BreadcrumbList in the server
 * HTML, plus the JSON-LD type search engines use for that kind of page. A page that every
 * edition publishes names all four hreflang alternates; a news item or vacancy that only some
 * editions publish names just those, exactly as the sitemap lists it (an alternate that
 * redirects would be a broken hreflang pair).
 */

const decode = (s: string) => s.replaceAll('&amp;', '&');

type Listed = { loc: string; alternates: Map<string, string> };

async function sitemapOf(request: APIRequestContext): Promise<Listed[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block]) => ({
    loc: decode(block!.match(/<loc>([^<]+)<\/loc>/)![1]!),
    alternates: new Map(
      [...block!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, decode(m[2]!)]),
    ),
  }));
}

/** Catalogue pages (issue 9) and the campaigns app's pages (issue 11) have their own checks. */
const isContentPage = (loc: string) => {
  const { pathname } = new URL(loc);
  return (
    !pathname.startsWith('/products/') && pathname !== '/select-range' && !isCampaignPath(pathname)
  );
};

/** The JSON-LD a kind of page carries besides its BreadcrumbList (issue 10 point 5). */
const EXPECTED_TYPE: [RegExp, string][] = [
  [/^\/news\/[^/]+$/, 'NewsArticle'],
  [/^\/faq$/, 'FAQPage'],
  [/^\/careers\/vacancy-details\/$/, 'JobPosting'],
  [/^\/videos\/(installation-guides|quick-tips)$/, 'VideoObject'],
];

/** Pages that may exist in fewer editions: news and vacancies by their flags, WhatsApp in English. */
const PARTIAL = /^\/(news\/|careers\/vacancy-details\/|contact\/whatsapp-us$)/;

const originOf = (edition: EditionName) => (edition === 'uk' ? E2E_SITE_URL : editionUrl(edition));

const attr = (html: string, re: RegExp) => {
  const value = html.match(re)?.[1];
  return value === undefined ? undefined : decode(value);
};

for (const edition of EDITIONS) {
  test(`every content page of the ${edition} edition carries its SEO tags and JSON-LD`, async ({
    request,
  }) => {
    test.setTimeout(300_000);
    const origin = originOf(edition);
    const pages = (await sitemapOf(request)).filter(
      (p) => new URL(p.loc).origin === origin && isContentPage(p.loc),
    );
    // Every kind of page and item issue 10 adds is listed in this edition.
    const paths = pages.map((p) => new URL(p.loc).pathname + new URL(p.loc).search);
    for (const kind of [
      /^\/news\/[^/]+$/,
      /^\/case-studies\/case-study-article\/\?caseStudy=/,
      /^\/careers\/vacancy-details\/\?vacancy=/,
      /^\/videos\/[^/]+$/,
      /^\/product-catalogue\/[^/]+$/,
      /^\/lighting-guides\/[^/]+$/,
      /^\/customers\/\?customer=/,
      /^\/(privacy-policy|terms-conditions|sitemap|virtual-visitor-centre|vegas-calculator)$/,
    ])
      expect(
        paths.some((p) => kind.test(p)),
        `${edition} sitemap lists ${kind}`,
      ).toBe(true);
    expect(pages.length).toBeGreaterThan(50);

    const failures: string[] = [];
    for (const { loc, alternates } of pages) {
      const res = await fetchAsBrowser(request, loc, { maxRedirects: 0 });
      if (res.status !== 200) {
        failures.push(`${res.status} ${loc}`);
        continue;
      }
      const html = res.body;
      const problems: string[] = [];
      if (!/<title>[^<]+<\/title>/.test(html)) problems.push('no title');
      if (!/<meta name="description" content="[^"]{20,}"/.test(html))
        problems.push('no description');
      const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
      if (canonical !== loc) problems.push(`canonical ${canonical}`);
      const hreflangs = new Map(
        [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)]
          .filter((m) => m[1] !== 'x-default')
          .map((m) => [m[1]!, decode(m[2]!)]),
      );
      if (JSON.stringify([...hreflangs]) !== JSON.stringify([...alternates]))
        problems.push(`hreflang ${JSON.stringify([...hreflangs])} ≠ sitemap`);
      const { pathname } = new URL(loc);
      if (alternates.size !== 4 && !PARTIAL.test(pathname)) problems.push('not in four editions');
      for (const property of ['og:title', 'og:description', 'og:type', 'og:locale'])
        if (!html.includes(`<meta property="${property}" content="`)) problems.push(property);
      if (attr(html, /<meta property="og:url" content="([^"]+)"/) !== loc) problems.push('og:url');
      const types = [
        ...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g),
      ].map((m) => (JSON.parse(m[1]!) as { '@type': string })['@type']);
      if (pathname !== '/' && !types.includes('BreadcrumbList')) problems.push('no BreadcrumbList');
      for (const [page, type] of EXPECTED_TYPE)
        if (page.test(pathname) && !types.includes(type)) problems.push(`no ${type}`);
      if (problems.length) failures.push(`${loc}: ${problems.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });
}
