import { Image } from '@lumen/ui-kit/image';
import type { CaseStudyMedia } from '../types.ts';

/**
 * A case-study picture, or (any extension that is not an image) a muted video that plays
 * itself in a loop, as the spec asks; muted and inline so browsers allow the autoplay.
 */
export function MediaView({
  media,
  className,
  isFullSize = false,
  isEager = false,
}: {
  media: CaseStudyMedia;
  className?: string;
  isFullSize?: boolean;
  isEager?: boolean;
}) {
  if (media.kind === 'video') {
    return (
      <video
        src={media.url}
        muted
        autoPlay
        loop
        playsInline
        aria-label={media.alternativeText ?? undefined}
        className={className}
      />
    );
  }
  return (
    <Image
      src={media.url}
      alt={media.alternativeText ?? ''}
      width={isFullSize ? 1326 : 1080}
      height={isFullSize ? 884 : 720}
      loading={isEager ? 'eager' : 'lazy'}
      fetchPriority={isEager ? 'high' : undefined}
      className={className}
    />
  );
}
