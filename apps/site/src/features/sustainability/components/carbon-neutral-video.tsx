import { VideoButton } from '@lumen/site-shell/components/video-button.tsx';
import { Image } from '@lumen/ui-kit/image';
import { extractVideoId } from '@lumen/ui-kit/media';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';

/** The carbon-neutral block's picture, which opens its video in the 800 × 500 player. */
export function CarbonNeutralVideo({
  title,
  image,
  alternativeText,
  videoLink,
}: {
  title: string;
  image: string | null;
  alternativeText: string | null;
  videoLink: string | null;
}) {
  const t = useTranslator();
  const videoId = extractVideoId(videoLink);
  const picture = (
    <Image
      src={image}
      alt={videoId ? '' : (alternativeText ?? '')}
      width={960}
      height={640}
      loading="lazy"
      className="aspect-[3/2] w-full rounded-lg object-cover"
    />
  );
  if (!videoId) return picture;
  return (
    <VideoButton
      heading={title}
      label={t('sustainability.playVideo', { title })}
      videoId={videoId}
      picture={picture}
    />
  );
}
