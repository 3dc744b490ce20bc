import { lazy, Suspense, useState } from 'react';
import { Image } from '@lumen/ui-kit/image';
import { extractVideoId } from '@lumen/ui-kit/media';
import { useTranslator } from '#src/lib/i18n.tsx';
import type { FaqVideo } from '../types.ts';

// The player is loaded when a video is first played, so the FAQ's first script has no dialog.
const VideoDialog = lazy(() =>
  import('#src/components/video-dialog.tsx').then((m) => ({ default: m.VideoDialog })),
);

/** The how-to videos under the questions; a card plays only with an 11-character id (spec §5). */
export function FaqVideos({ title, videos }: { title: string; videos: FaqVideo[] }) {
  const t = useTranslator();
  const [playing, setPlaying] = useState<{ video: FaqVideo; id: string } | null>(null);
  if (!videos.length) return null;
  return (
    <section aria-labelledby="faq-videos" className="mx-auto max-w-7xl px-4 py-14">
      <h2 id="faq-videos" className="text-2xl font-bold text-ink-950 md:text-3xl">
        {title}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {videos.map((video) => {
          const id = extractVideoId(video.embedUrl);
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
            <li
              key={video.id}
              className="overflow-hidden rounded-lg border border-ink-100 bg-white"
            >
              {id ? (
                <button
                  type="button"
                  onClick={() => setPlaying({ video, id })}
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
            isShort={playing.video.shortVideo}
            videoId={playing.id}
            onClose={() => setPlaying(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
