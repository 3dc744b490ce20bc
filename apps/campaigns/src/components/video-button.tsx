import { lazy, Suspense, useState } from 'react';
import { Image } from '@lumen/ui-kit/image';
import { extractVideoId } from '@lumen/ui-kit/media';

// The shell's video player (800 wide, spec §9), loaded when the film is first played.
const VideoDialog = lazy(() =>
  import('@lumen/site-shell/components/video-dialog.tsx').then((m) => ({ default: m.VideoDialog })),
);

/** A landing page's film: its thumbnail as a button that opens the player. */
export function VideoButton({
  title,
  buttonText,
  video,
  thumbnail,
}: {
  title: string;
  buttonText: string | null;
  video: string | null;
  thumbnail: string | null;
}) {
  const [isPlaying, setIsPlaying] = useState(false);
  const videoId = extractVideoId(video);
  if (!videoId) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setIsPlaying(true)}
        className="focus-ring group relative block w-full rounded-lg"
      >
        <Image
          src={thumbnail}
          alt=""
          width={800}
          height={500}
          loading="lazy"
          className="aspect-[8/5] w-full rounded-lg object-cover"
        />
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="rounded-full bg-white/90 px-5 py-3 font-semibold text-ink-950 shadow-md group-hover:bg-white">
            ▶ {buttonText || title}
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
