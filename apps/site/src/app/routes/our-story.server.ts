import type { MetaDescriptor } from 'react-router';
import { createTranslator } from '@lumen/i18n/messages';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { getOurStory } from '#src/features/our-story/api/get-our-story.server.ts';
import { ApiUnavailableError } from '@lumen/site-shell/lib/fetch-api.server.ts';
import { serverError } from '@lumen/site-shell/lib/http.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { breadcrumbJsonLd } from '@lumen/site-shell/lib/seo/breadcrumb-json-ld.ts';
import { absoluteUrl, seoMeta } from '@lumen/site-shell/lib/seo/meta.ts';
import { seoContextOf } from '@lumen/site-shell/lib/seo/seo-context.server.ts';

/** /our-story (spec §2) with its SEO tags and breadcrumb. */
export async function loadOurStory(scope: RequestScope) {
  let data;
  try {
    data = await getOurStory(scope.content, scope.visitor.locale);
  } catch (err) {
    if (err instanceof ApiUnavailableError) serverError(err);
    throw err;
  }
  if (!data) serverError('Content has no ourStory');
  const story = data.ourStory;
  const seo = seoContextOf(scope);
  const origin = seo.editionOrigins[seo.edition];
  const t = createTranslator(scope.visitor.language);
  const meta: MetaDescriptor[] = [
    ...seoMeta(seo, {
      title: story.seoTitle || story.title,
      description: story.seoDescription || story.description || story.title,
      path: paths.ourStory.getHref(),
      image: story.ogImage ?? story.heroImage,
    }),
    ...(story.seoKeywords ? [{ name: 'keywords', content: story.seoKeywords }] : []),
    breadcrumbJsonLd([
      { name: t('common.home'), url: absoluteUrl(origin, paths.home.getHref()) },
      { name: story.title, url: absoluteUrl(origin, paths.ourStory.getHref()) },
    ]),
  ];
  return { data, meta };
}
