import { lazy, Suspense, useState } from 'react';
import { Image } from '@lumen/ui-kit/image';
import { extractVideoId } from '@lumen/ui-kit/media';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';

// The site's one video player, loaded when the film is first played: the page's first script
// carries no dialog code.
const VideoDialog = lazy(() =>
  import('@lumen/site-shell/components/video-dialog.tsx').then((m) => ({ default: m.VideoDialog })),
);

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
  const [isPlaying, setIsPlaying] = useState(false);
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
    <>
      <button
        type="button"
        onClick={() => setIsPlaying(true)}
        className="focus-ring group relative block w-full rounded-lg"
      >
        {picture}
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="rounded-full bg-white/90 px-5 py-3 font-semibold text-ink-950 shadow-md group-hover:bg-white">
            ▶ {t('sustainability.playVideo', { title })}
          </span>
        </span>
      </button>
      {isPlaying ? (
        <Suspense fallback={null}>
          <VideoDialog
            heading={title}
            isShort={false}
            videoId={videoId}
            onClose={() => setIsPlaying(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
