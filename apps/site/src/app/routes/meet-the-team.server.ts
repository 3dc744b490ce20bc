import type { MetaDescriptor } from 'react-router';
import { createTranslator } from '@lumen/i18n/messages';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { getMeetTheTeam } from '#src/features/meet-the-team/api/get-meet-the-team.server.ts';
import { ApiUnavailableError } from '@lumen/site-shell/lib/fetch-api.server.ts';
import { serverError } from '@lumen/site-shell/lib/http.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { breadcrumbJsonLd } from '@lumen/site-shell/lib/seo/breadcrumb-json-ld.ts';
import { absoluteUrl, seoMeta } from '@lumen/site-shell/lib/seo/meta.ts';
import { seoContextOf } from '@lumen/site-shell/lib/seo/seo-context.server.ts';

/** /meet-the-team (spec §2) with its SEO tags and breadcrumb. */
export async function loadMeetTheTeam(scope: RequestScope) {
  let data;
  try {
    data = await getMeetTheTeam(scope.content, scope.visitor.locale);
  } catch (err) {
    if (err instanceof ApiUnavailableError) serverError(err);
    throw err;
  }
  if (!data) serverError('Content has no meetTheTeamHeader');
  const seo = seoContextOf(scope);
  const origin = seo.editionOrigins[seo.edition];
  const t = createTranslator(scope.visitor.language);
  const title = data.header.title ?? t('nav.meetTheTeam');
  const meta: MetaDescriptor[] = [
    ...seoMeta(seo, {
      title: data.header.seoTitle || title,
      description: data.header.seoDescription || data.header.description || title,
      path: paths.meetTheTeam.getHref(),
      image: data.header.ogImage ?? data.header.worldMapImage,
    }),
    ...(data.header.seoKeywords ? [{ name: 'keywords', content: data.header.seoKeywords }] : []),
    breadcrumbJsonLd([
      { name: t('common.home'), url: absoluteUrl(origin, paths.home.getHref()) },
      { name: title, url: absoluteUrl(origin, paths.meetTheTeam.getHref()) },
    ]),
  ];
  return { data, meta };
}
