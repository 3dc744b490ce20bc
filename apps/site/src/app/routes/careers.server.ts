import { redirect, type MetaDescriptor } from 'react-router';
import { createTranslator } from '@lumen/i18n/messages';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { SITE_NAME } from '@lumen/site-shell/config/site.ts';
import {
  getCareersPage,
  localesWithLocation,
} from '#src/features/careers/api/get-careers-page.server.ts';
import { ApiUnavailableError } from '@lumen/site-shell/lib/fetch-api.server.ts';
import { serverError } from '@lumen/site-shell/lib/http.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { breadcrumbJsonLd } from '@lumen/site-shell/lib/seo/breadcrumb-json-ld.ts';
import { absoluteUrl, seoMeta } from '@lumen/site-shell/lib/seo/meta.ts';
import { seoContextOf } from '@lumen/site-shell/lib/seo/seo-context.server.ts';

/**
 * /careers (spec §2 Careers). `?location=` is a location's orderId: the Worldwide one, or
 * anything that names no location, redirects to /careers, so every listed address shows
 * vacancies and the canonical link never carries a stray parameter. A location's page names
 * as alternates only the editions that have that location (Melbourne is Australia's alone).
 */
export async function loadCareers(scope: RequestScope, request: Request) {
  const raw = new URL(request.url).searchParams.get('location');
  const location = raw !== null && /^\d{1,4}$/.test(raw) ? Number(raw) : null;
  if (raw !== null && location === null) throw redirect(paths.careers.list.getHref());
  let data, locales;
  try {
    [data, locales] = await Promise.all([
      getCareersPage(scope.content, scope.visitor.locale, location),
      location === null ? undefined : localesWithLocation(scope.content, location),
    ]);
  } catch (err) {
    if (err instanceof ApiUnavailableError) serverError(err);
    throw err;
  }
  // No careers copy at all is an outage of content, not a missing page.
  if (!data) serverError('Content has no careerPage');
  if (location !== null) {
    const chosen = data.locations.find((l) => l.orderId === location);
    if (!chosen || chosen.worldwide) throw redirect(paths.careers.list.getHref());
  }
  const seo = seoContextOf(scope);
  const path = paths.careers.list.getHref(location === null ? {} : { location });
  const t = createTranslator(scope.visitor.language);
  const origin = seo.editionOrigins[seo.edition];
  const meta: MetaDescriptor[] = [
    ...seoMeta(seo, {
      title: data.page.seoTitle || data.page.title,
      description: data.page.seoDescription || data.page.description || data.page.title,
      path,
      image: data.page.ogImage ?? data.page.heroImage,
      locales,
    }),
    ...(data.page.seoKeywords ? [{ name: 'keywords', content: data.page.seoKeywords }] : []),
    breadcrumbJsonLd([
      { name: t('common.home'), url: absoluteUrl(origin, paths.home.getHref()) },
      {
        name: data.page.title || SITE_NAME,
        url: absoluteUrl(origin, paths.careers.list.getHref()),
      },
    ]),
  ];
  return { data, meta };
}
