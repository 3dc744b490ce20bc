import { redirect, type MetaDescriptor } from 'react-router';
import { createTranslator } from '@lumen/i18n/messages';
import { isLookupText } from '@lumen/validation';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { SITE_NAME } from '@lumen/site-shell/config/site.ts';
import { getVacancy } from '#src/features/careers/api/get-vacancy.server.ts';
import { ApiUnavailableError } from '@lumen/site-shell/lib/fetch-api.server.ts';
import { serverError } from '@lumen/site-shell/lib/http.ts';
import { markdownToPlainText } from '@lumen/site-shell/lib/markdown.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { breadcrumbJsonLd } from '@lumen/site-shell/lib/seo/breadcrumb-json-ld.ts';
import { jobPostingJsonLd } from '#src/lib/seo/job-posting-json-ld.ts';
import { absoluteUrl, seoMeta } from '@lumen/site-shell/lib/seo/meta.ts';
import { seoContextOf } from '@lumen/site-shell/lib/seo/seo-context.server.ts';

/** The description's first sentences for the meta description: at most 160 characters. */
function summary(text: string): string {
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}...`;
}

/**
 * /careers/vacancy-details/?vacancy={pageSlug} (spec §2). Like the other detail pages of the
 * spec, a missing, impossible or unknown slug goes back to the list: a redirect to /careers.
 */
export async function loadVacancy(scope: RequestScope, request: Request) {
  const slug = new URL(request.url).searchParams.get('vacancy')?.trim() ?? '';
  if (!slug || !isLookupText(slug)) throw redirect(paths.careers.list.getHref());
  let found;
  try {
    found = await getVacancy(scope.content, scope.visitor.locale, slug);
  } catch (err) {
    if (err instanceof ApiUnavailableError) serverError(err);
    throw err;
  }
  if (!found) throw redirect(paths.careers.list.getHref());
  const { vacancy, header, posting, locales } = found;
  const seo = seoContextOf(scope);
  const origin = seo.editionOrigins[seo.edition];
  const path = paths.careers.vacancy.getHref(vacancy.pageSlug);
  const text = markdownToPlainText(vacancy.descripton);
  const t = createTranslator(scope.visitor.language);
  const meta: MetaDescriptor[] = [
    ...seoMeta(seo, {
      title: vacancy.title,
      description: summary(text || vacancy.title),
      path,
      image: header?.coverImage ?? null,
      type: 'article',
      // An Australian-only vacancy has no page in the other editions.
      locales,
    }),
    jobPostingJsonLd({
      title: vacancy.title,
      description: text || vacancy.title,
      url: absoluteUrl(origin, path),
      datePosted: posting.datePosted ?? new Date().toISOString().slice(0, 10),
      validThrough: posting.validThrough,
      employmentTypes: posting.employmentTypes,
      organization: {
        name: SITE_NAME,
        url: absoluteUrl(origin, paths.home.getHref()),
        logo: absoluteUrl(origin, '/favicon.svg'),
      },
      places: posting.places,
    }),
    breadcrumbJsonLd([
      { name: t('common.home'), url: absoluteUrl(origin, paths.home.getHref()) },
      { name: t('nav.careers'), url: absoluteUrl(origin, paths.careers.list.getHref()) },
      { name: vacancy.title },
    ]),
  ];
  return { data: { vacancy, header }, meta };
}
