import type { MetaDescriptor } from 'react-router';
import type { Locale } from '@lumen/i18n';
import { createTranslator } from '@lumen/i18n/messages';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { pageBreadcrumbJsonLd } from '@lumen/site-shell/lib/seo/breadcrumb-json-ld.ts';
import { seoMeta } from '@lumen/site-shell/lib/seo/meta.ts';
import { seoContextOf } from '@lumen/site-shell/lib/seo/seo-context.server.ts';

export type ContentPageSeo = {
  title: string;
  description: string;
  path: string;
  image?: string | null;
  /** Pages between Home and this one, for the BreadcrumbList ('Contact' above its sub-pages). */
  parents?: readonly { name: string; path: string }[];
  /** The page's own name in the breadcrumb, when it differs from its SEO title. */
  name?: string;
  /** The locales the page exists in, when not all (its only hreflang alternates). */
  locales?: readonly Locale[];
};

/**
 * Title, description, canonical, the four hreflang alternates, Open Graph and a
 * BreadcrumbList (Home > … > the page) for a content page, built on the server so the tag
 * builders stay out of the page's browser bundle.
 */
export function contentPageMeta(scope: RequestScope, page: ContentPageSeo): MetaDescriptor[] {
  const seo = seoContextOf(scope);
  const t = createTranslator(scope.visitor.language);
  return [
    ...seoMeta(seo, {
      title: page.title,
      description: page.description,
      path: page.path,
      image: page.image ?? null,
      locales: page.locales,
    }),
    pageBreadcrumbJsonLd(seo, {
      home: t('common.home'),
      name: page.name ?? page.title,
      path: page.path,
      parents: page.parents,
    }),
  ];
}
