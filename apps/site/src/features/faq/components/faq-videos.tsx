import { VideoGrid } from '#src/components/video-grid.tsx';
import type { FaqVideo } from '../types.ts';

/** The how-to videos under the questions: the video pages' cards and player (spec §2, §5). */
export function FaqVideos({ title, videos }: { title: string; videos: FaqVideo[] }) {
  if (!videos.length) return null;
  return (
    <section aria-labelledby="faq-videos" className="mx-auto max-w-7xl px-4 py-14">
      <h2 id="faq-videos" className="text-2xl font-bold text-ink-950 md:text-3xl">
        {title}
      </h2>
      <div className="mt-8">
        <VideoGrid
          videos={videos.map((video) => ({
            id: video.id,
            heading: video.heading,
            posterImage: video.posterImage,
            alternativeText: video.alternativeText,
            embedUrl: video.embedUrl,
            isShort: video.shortVideo,
          }))}
          empty={null}
        />
      </div>
    </section>
  );
}
