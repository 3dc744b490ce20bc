import type { VideoCardData } from '#src/components/video-grid.tsx';

export type VideosLabels = {
  heading: string;
  subText: string | null;
  heroImage: string | null;
  alternativeText: string | null;
  searchPlaceholder: string | null;
  availableLabel: string | null;
  noVideoText: string | null;
  backButton: string | null;
};

export type VideoTypeCard = {
  id: string;
  name: string;
  description: string | null;
  pageSlug: string;
  image: string | null;
  alternativeText: string | null;
  videoCount: number;
};

/** A video with the page of the type it is listed under (search results link there). */
export type VideoSearchResult = VideoCardData & {
  typeSlug: string | null;
  typeName: string | null;
  publishedAt: string | null;
};

export type VideosPageContent = {
  labels: VideosLabels;
  types: VideoTypeCard[];
  /** The search as typed (trimmed), or null without one. */
  search: string | null;
  /** Null when there is no search; empty when nothing matches. */
  results: VideoSearchResult[] | null;
  seo: { title: string; description: string; image: string | null };
};

export type VideoTypePageContent = {
  labels: VideosLabels;
  type: VideoTypeCard;
  videos: VideoSearchResult[];
  seo: { title: string; description: string; image: string | null };
};
