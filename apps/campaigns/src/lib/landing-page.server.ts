import type { MetaDescriptor } from 'react-router';
import { createTranslator } from '@lumen/i18n/messages';
import { serverError } from '@lumen/site-shell/lib/http.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { pageBreadcrumbJsonLd } from '@lumen/site-shell/lib/seo/breadcrumb-json-ld.ts';
import { seoMeta } from '@lumen/site-shell/lib/seo/meta.ts';
import { seoContextOf } from '@lumen/site-shell/lib/seo/seo-context.server.ts';

/** The singleton a page needs, or the 500 page: content without it is a broken deploy. */
export function requireContent<T>(value: T | null | undefined, name: string): T {
  if (value === null || value === undefined) serverError(`Content has no ${name}`);
  return value;
}

export type LandingPageSeo = {
  title: string;
  /** The page's heading: its name in the breadcrumb. */
  name: string;
  description: string;
  path: string;
  image?: string | null;
  keywords?: string | null;
};

/**
 * A landing page's tags, built on the server so the builders stay out of the browser bundle.
 * Unlike promotion pages (promotion-meta.server.ts), landing pages exist in every edition, so
 * they follow the site's rule: canonical in the visitor's edition, the four alternates, and a
 * BreadcrumbList from the edition's home page (the site's) to the page, in the visitor's
 * language.
 */
export function landingPageMeta(scope: RequestScope, page: LandingPageSeo): MetaDescriptor[] {
  const seo = seoContextOf(scope);
  const t = createTranslator(scope.visitor.language);
  return [
    ...seoMeta(seo, {
      title: page.title,
      description: page.description,
      path: page.path,
      image: page.image ?? null,
    }),
    ...(page.keywords ? [{ name: 'keywords', content: page.keywords }] : []),
    pageBreadcrumbJsonLd(seo, { home: t('common.home'), name: page.name, path: page.path }),
  ];
}
