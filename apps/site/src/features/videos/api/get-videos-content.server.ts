import type { Client } from '@urql/core';
import { VideosPageQuery, VideoTypePageQuery } from '@lumen/content-client/operations/media';
import type { ResultOf } from '@lumen/content-client/graphql';
import type { Locale } from '@lumen/i18n';
import { queryContent } from '@lumen/site-shell/lib/content.server.ts';
import type {
  VideosLabels,
  VideosPageContent,
  VideoSearchResult,
  VideoTypeCard,
  VideoTypePageContent,
} from '../types.ts';

type Header = ResultOf<typeof VideosPageQuery>['videosHeader'];
type TypeCard = ResultOf<typeof VideosPageQuery>['videoTypes'][number];
type Video = ResultOf<typeof VideoTypePageQuery>['howToVideos'][number];

function labelsOf(header: Header, fallbackHeading: string): VideosLabels {
  return {
    heading: header?.heading ?? fallbackHeading,
    subText: header?.subText ?? null,
    heroImage: header?.heroImage ?? null,
    alternativeText: header?.alternativeText ?? null,
    searchPlaceholder: header?.searchPlaceholder ?? null,
    availableLabel: header?.availableLabel ?? null,
    noVideoText: header?.noVideoText ?? null,
    backButton: header?.backButton ?? null,
  };
}

function typeCard(t: TypeCard): VideoTypeCard {
  return {
    id: t.id,
    name: t.name,
    description: t.description ?? null,
    pageSlug: t.pageSlug,
    image: t.image ?? null,
    alternativeText: t.alternativeText ?? null,
    videoCount: t.videoCount ?? 0,
  };
}

function videoCard(v: Video): VideoSearchResult {
  return {
    id: v.id,
    heading: v.heading,
    posterImage: v.posterImage ?? null,
    alternativeText: v.alternativeText ?? null,
    embedUrl: v.embedUrl,
    isShort: v.shortVideo,
    typeSlug: v.video_type?.pageSlug ?? null,
    typeName: v.video_type?.name ?? null,
    publishedAt: v.published_at ?? null,
  };
}

/**
 * /videos: the banner and the type cards, and with a search the videos whose heading
 * contains it (the caller passes only a search the content service accepts).
 */
export async function getVideosPage(
  client: Client,
  locale: Locale,
  search: string | null,
  fallbackHeading: string,
): Promise<VideosPageContent> {
  const data = await queryContent(client, VideosPageQuery, {
    locale,
    search,
    hasSearch: search !== null,
  });
  const labels = labelsOf(data.videosHeader, fallbackHeading);
  return {
    labels,
    types: data.videoTypes.map(typeCard),
    search,
    results: search === null ? null : (data.howToVideos ?? []).map(videoCard),
    seo: {
      title: data.videosHeader?.seoTitle ?? labels.heading,
      description: data.videosHeader?.seoDescription ?? labels.subText ?? labels.heading,
      image: data.videosHeader?.ogImage ?? labels.heroImage,
    },
  };
}

/** /videos/{pageSlug}: the type and its videos, or undefined when there is no such type. */
export async function getVideoTypePage(
  client: Client,
  locale: Locale,
  slug: string,
  fallbackHeading: string,
): Promise<VideoTypePageContent | undefined> {
  const data = await queryContent(client, VideoTypePageQuery, { locale, slug });
  const found = data.videoTypes[0];
  if (!found) return undefined;
  const type = typeCard(found);
  return {
    labels: labelsOf(data.videosHeader, fallbackHeading),
    type,
    videos: data.howToVideos.map(videoCard),
    seo: {
      title: found.seoTitle ?? type.name,
      description: found.seoDescription ?? type.description ?? type.name,
      image: found.ogImage ?? type.image,
    },
  };
}
