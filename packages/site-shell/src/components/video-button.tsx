import { lazy, Suspense, useState, type ReactNode } from 'react';

// The shell's one video player (800 by 500, spec §9), loaded when a film is first played: a
// page's first script carries no dialog code.
const VideoDialog = lazy(() =>
  import('#src/components/video-dialog.tsx').then((m) => ({ default: m.VideoDialog })),
);

/**
 * A film's picture as a button that opens it in the player (the site's carbon-neutral film,
 * the campaigns landing pages' films). `picture` is decoration here: the button's label names
 * the film. Closing the player unmounts it.
 */
export function VideoButton({
  heading,
  label,
  videoId,
  picture,
}: {
  /** The player's (hidden) title. */
  heading: string;
  label: string;
  videoId: string;
  picture: ReactNode;
}) {
  const [isPlaying, setIsPlaying] = useState(false);
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
            ▶ {label}
          </span>
        </span>
      </button>
      {isPlaying ? (
        <Suspense fallback={null}>
          <VideoDialog
            heading={heading}
            isShort={false}
            videoId={videoId}
            onClose={() => setIsPlaying(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
