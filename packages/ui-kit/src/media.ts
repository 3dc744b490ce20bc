/**
 * Display rules for product pictures and videos (spec §5, §2 case studies). Pure functions with
 * no React, so loaders and the campaigns app can use them as well as components.
 */

const VIDEO_ID_LENGTH = 11;
const VIDEO_ID_PATTERN = /^[\w-]+$/;
// The path or query part that precedes the id in the link shapes YouTube hands out.
const VIDEO_LINK_PATTERN =
  /(?:youtu\.be\/|\/v\/|\/u\/\w\/|\/embed\/|\/shorts\/|\/live\/|[?&]v=)([^#&?/]*)/;

/**
 * The video id of a YouTube-style link, or null when there is no playable video: the spec plays
 * a link only when the extracted id is exactly 11 characters. Ids are also limited to YouTube's
 * alphabet, because the id is placed in an iframe URL.
 */
export function extractVideoId(link: string | null | undefined): string | null {
  if (!link) return null;
  const trimmed = link.trim();
  const candidate = VIDEO_LINK_PATTERN.exec(trimmed)?.[1] ?? trimmed;
  return candidate.length === VIDEO_ID_LENGTH && VIDEO_ID_PATTERN.test(candidate)
    ? candidate
    : null;
}

/** Vertical "shorts" play in the narrow 450 px dialog (spec §2 Videos). */
export function isShortVideo(link: string | null | undefined): boolean {
  return !!link && /\/shorts\//.test(link);
}

/** Where embedded videos play from; the site's Content-Security-Policy allows this frame origin. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** Privacy-enhanced embed address: no YouTube cookies until the visitor presses play. */
export function videoEmbedUrl(videoId: string, { isAutoplay = false } = {}): string {
  const params = new URLSearchParams({ rel: '0' });
  if (isAutoplay) params.set('autoplay', '1');
  return `${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?${params}`;
}

/** A poster frame for a video card that has no poster image of its own. */
export function videoThumbnailUrl(videoId: string): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;
}

function extensionOf(fileNameOrUrl: string): string {
  const path = fileNameOrUrl.split(/[?#]/, 1)[0] ?? '';
  const dot = path.lastIndexOf('.');
  return dot === -1 || dot < path.lastIndexOf('/') ? '' : path.slice(dot + 1).toLowerCase();
}

export const PRODUCT_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'svg'] as const;

export function isProductImageFile(fileName: string | null | undefined): boolean {
  return (
    !!fileName && (PRODUCT_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(fileName))
  );
}

/** The fields of a trade product's media entry that the choice reads. */
export type ProductMedia = {
  isMainMedia?: boolean | null;
  languages?: ReadonlyArray<{ filename?: string | null } | null> | null;
};

/**
 * The file name of the picture to show for a product: among media whose file is a png, jpg,
 * jpeg or svg (datasheets and videos are skipped), the main media, otherwise the first.
 * Pass every trade product's media, e.g. `tradeProducts.flatMap((t) => t.media ?? [])`.
 */
export function pickProductImage(
  media: ReadonlyArray<ProductMedia | null | undefined> | null | undefined,
): string | null {
  const images = (media ?? []).flatMap((entry) => {
    const fileName = entry?.languages?.[0]?.filename;
    return entry && fileName && isProductImageFile(fileName)
      ? [{ fileName, isMain: entry.isMainMedia === true }]
      : [];
  });
  return (images.find((image) => image.isMain) ?? images[0])?.fileName ?? null;
}

export const CASE_STUDY_IMAGE_EXTENSIONS = ['jpg', 'png', 'jpeg', 'webp', 'svg'] as const;

/** Case study pictures are images by extension; anything else plays as a muted looping video. */
export function caseStudyMediaKind(url: string): 'image' | 'video' {
  return (CASE_STUDY_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(url))
    ? 'image'
    : 'video';
}
