import { VideoButton } from '@lumen/site-shell/components/video-button.tsx';
import { Image } from '@lumen/ui-kit/image';
import { extractVideoId } from '@lumen/ui-kit/media';

/** A landing page's film (content gives its address): its thumbnail opens the shell's player. */
export function LandingVideo({
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
  const videoId = extractVideoId(video);
  if (!videoId) return null;
  return (
    <VideoButton
      heading={title}
      label={buttonText || title}
      videoId={videoId}
      picture={
        <Image
          src={thumbnail}
          alt=""
          width={800}
          height={500}
          loading="lazy"
          className="aspect-[8/5] w-full rounded-lg object-cover"
        />
      }
    />
  );
}
