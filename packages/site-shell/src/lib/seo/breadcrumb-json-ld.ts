import type { MetaDescriptor } from 'react-router';
import { paths } from '#src/config/paths.ts';
import { absoluteUrl, type SeoContext } from '#src/lib/seo/meta.ts';

export type BreadcrumbItem = { name: string; url?: string };

/**
 * BreadcrumbList JSON-LD, as a meta descriptor: React Router renders it as an escaped
 * `<script type="application/ld+json">` in the server HTML. The last item (the page itself)
 * may have no URL.
 */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        ...(item.url ? { item: item.url } : {}),
      })),
    },
  };
}

export type PageBreadcrumb = {
  /** The home page's name in the visitor's language (`common.home`). */
  home: string;
  /** The page's own name: its heading. */
  name: string;
  path: string;
  /** Pages between Home and this one ('Contact' above its sub-pages). */
  parents?: readonly { name: string; path: string }[];
};

/**
 * Home > … > the page, each with its absolute URL in the visitor's edition: the breadcrumb of a
 * page of either public app (the home page is the site's, whichever app renders the page).
 */
export function pageBreadcrumbJsonLd(seo: SeoContext, page: PageBreadcrumb): MetaDescriptor {
  const origin = seo.editionOrigins[seo.edition];
  return breadcrumbJsonLd([
    { name: page.home, url: absoluteUrl(origin, paths.home.getHref()) },
    ...(page.parents ?? []).map((p) => ({ name: p.name, url: absoluteUrl(origin, p.path) })),
    { name: page.name, url: absoluteUrl(origin, page.path) },
  ]);
}
