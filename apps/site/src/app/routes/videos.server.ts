import type { MetaDescriptor } from 'react-router';
import { createTranslator } from '@lumen/i18n';
import { isLookupText } from '@lumen/validation';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { getVideosPage } from '#src/features/videos/api/get-videos-content.server.ts';
import { ApiUnavailableError } from '@lumen/site-shell/lib/fetch-api.server.ts';
import { serverError } from '@lumen/site-shell/lib/http.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { breadcrumbJsonLd } from '@lumen/site-shell/lib/seo/breadcrumb-json-ld.ts';
import { absoluteUrl, seoMeta } from '@lumen/site-shell/lib/seo/meta.ts';
import { seoContextOf } from '@lumen/site-shell/lib/seo/seo-context.server.ts';

/**
 * /videos (spec §2 Videos): type cards with their counts, or with ?search= the videos whose
 * heading contains it. A search the content service would refuse (over the lookup limit,
 * control characters) matches nothing: an empty state, never an error page.
 */
export async function loadVideos(scope: RequestScope, request: Request) {
  const t = createTranslator(scope.visitor.locale);
  const raw = new URL(request.url).searchParams.get('search')?.trim() || null;
  const isValid = raw === null || isLookupText(raw);
  let content;
  try {
    content = await getVideosPage(
      scope.content,
      scope.visitor.locale,
      isValid ? raw : null,
      t('videos.heading'),
    );
  } catch (err) {
    if (err instanceof ApiUnavailableError) serverError(err);
    throw err;
  }
  if (!isValid) content = { ...content, search: raw, results: [] };
  const seo = seoContextOf(scope);
  const path = paths.videos.list.getHref();
  const meta: MetaDescriptor[] = [
    ...seoMeta(seo, {
      title: content.seo.title,
      description: content.seo.description,
      path,
      image: content.seo.image,
      // A search result page is not a page of its own for search engines.
      noIndex: raw !== null,
    }),
    breadcrumbJsonLd([
      { name: t('common.home'), url: absoluteUrl(seo.editionOrigins[seo.edition], '/') },
      { name: content.labels.heading },
    ]),
  ];
  return { content, meta };
}
