import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Image } from '@lumen/ui-kit/image';
import { extractVideoId } from '@lumen/ui-kit/media';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';

const VideoDialog = lazy(() =>
  import('@lumen/site-shell/components/video-dialog.tsx').then((m) => ({ default: m.VideoDialog })),
);

export type VideoCardData = {
  id: string;
  heading: string;
  posterImage: string | null;
  alternativeText: string | null;
  embedUrl: string;
  isShort: boolean;
};

type Playing = { video: VideoCardData; videoId: string };

const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

function playable(video: VideoCardData | undefined): Playing | null {
  const videoId = extractVideoId(video?.embedUrl);
  return video && videoId ? { video, videoId } : null;
}

/**
 * How-to video cards in 1, 2 or 3 columns (spec §2 Videos): a card plays its video in the
 * 800x500 dialog (450 wide for short ones), and only when its link yields an id of exactly 11
 * characters (spec §5); otherwise the card is shown without a player. No videos: `empty`.
 * `openVideoId` plays one video as the page opens (a search result links to its type's page).
 */
export function VideoGrid({
  videos,
  empty,
  openVideoId,
}: {
  videos: VideoCardData[];
  empty: React.ReactNode;
  openVideoId?: string | null;
}) {
  const t = useTranslator();
  const [chosen, setChosen] = useState<Playing | null>(null);
  const [isLinkedClosed, setIsLinkedClosed] = useState(false);
  // The linked video plays once hydrated: the dialog renders into a portal the server has no
  // document for. Closing it is final, like closing a chosen one.
  const isHydrated = useSyncExternalStore(noSubscription, isClient, isServer);
  const linked =
    openVideoId && isHydrated && !isLinkedClosed
      ? playable(videos.find((v) => v.id === openVideoId))
      : null;
  const playing = chosen ?? linked;
  const setPlaying = (next: Playing | null) => {
    setChosen(next);
    if (!next) setIsLinkedClosed(true);
  };

  if (!videos.length) return empty;
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="videos">
        {videos.map((video) => {
          const canPlay = playable(video);
          const poster = (
            <Image
              src={video.posterImage}
              alt={video.alternativeText ?? ''}
              width={480}
              height={270}
              loading="lazy"
              className="aspect-video w-full object-cover"
            />
          );
          return (
            <li key={video.id} className="overflow-hidden rounded-lg border border-ink-100">
              {canPlay ? (
                <button
                  type="button"
                  onClick={() => setPlaying(canPlay)}
                  className="focus-ring group relative block w-full text-left"
                >
                  {poster}
                  <span className="block p-3 font-semibold text-ink-950 group-hover:underline">
                    <span className="sr-only">
                      {t('common.labelled', { label: t('common.playVideo') })}{' '}
                    </span>
                    {video.heading}
                  </span>
                </button>
              ) : (
                <div>
                  {poster}
                  <p className="p-3 font-semibold text-ink-950">{video.heading}</p>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {playing ? (
        <Suspense fallback={null}>
          <VideoDialog
            heading={playing.video.heading}
            isShort={playing.video.isShort}
            videoId={playing.videoId}
            onClose={() => setPlaying(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
