import { redirect, type MetaDescriptor } from 'react-router';
import { createTranslator } from '@lumen/i18n';
import { isLookupText } from '@lumen/validation';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { getVideoTypePage } from '#src/features/videos/api/get-videos-content.server.ts';
import { ApiUnavailableError } from '@lumen/site-shell/lib/fetch-api.server.ts';
import { serverError } from '@lumen/site-shell/lib/http.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { breadcrumbJsonLd } from '@lumen/site-shell/lib/seo/breadcrumb-json-ld.ts';
import { videoObjectJsonLd } from '#src/lib/seo/json-ld.ts';
import { absoluteUrl, seoMeta } from '@lumen/site-shell/lib/seo/meta.ts';
import { seoContextOf } from '@lumen/site-shell/lib/seo/seo-context.server.ts';
import { extractVideoId, videoEmbedUrl } from '@lumen/ui-kit/media';

/**
 * /videos/{pageSlug} (spec §2 Videos): the type's banner and its video cards. No slug, or
 * one that names no video type, redirects to /videos (spec §8).
 */
export async function loadVideoType(
  scope: RequestScope,
  request: Request,
  slug: string | undefined,
) {
  const list = paths.videos.list.getHref();
  const pageSlug = slug?.trim();
  if (!pageSlug || !isLookupText(pageSlug)) throw redirect(list);
  const t = createTranslator(scope.visitor.locale);
  let content;
  try {
    content = await getVideoTypePage(
      scope.content,
      scope.visitor.locale,
      pageSlug,
      t('videos.heading'),
    );
  } catch (err) {
    if (err instanceof ApiUnavailableError) serverError(err);
    throw err;
  }
  if (!content) throw redirect(list);
  const openVideoId = new URL(request.url).searchParams.get('video');
  const seo = seoContextOf(scope);
  const origin = seo.editionOrigins[seo.edition];
  const path = paths.videos.type.getHref(content.type.pageSlug);
  const meta: MetaDescriptor[] = [
    ...seoMeta(seo, {
      title: content.seo.title,
      description: content.seo.description,
      path,
      image: content.seo.image,
    }),
    breadcrumbJsonLd([
      { name: t('common.home'), url: absoluteUrl(origin, '/') },
      { name: content.labels.heading, url: absoluteUrl(origin, list) },
      { name: content.type.name },
    ]),
    // One VideoObject per playable video (search engines list them as video results).
    ...content.videos.flatMap((video) => {
      const id = extractVideoId(video.embedUrl);
      return id
        ? [
            videoObjectJsonLd({
              name: video.heading,
              description: video.alternativeText ?? video.heading,
              thumbnailUrl: absoluteUrl(
                origin,
                video.posterImage ?? content.type.image ?? '/favicon.svg',
              ),
              uploadDate: video.publishedAt,
              embedUrl: videoEmbedUrl(id),
              url: absoluteUrl(origin, `${path}?video=${encodeURIComponent(video.id)}`),
            }),
          ]
        : [];
    }),
  ];
  return {
    content: {
      ...content,
      openVideoId: content.videos.some((v) => v.id === openVideoId) ? openVideoId : null,
    },
    meta,
  };
}
