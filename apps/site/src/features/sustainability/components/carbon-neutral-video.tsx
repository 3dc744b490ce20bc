import { Dialog, DialogContent, DialogTrigger } from '@lumen/ui-kit/dialog';
import { Image } from '@lumen/ui-kit/image';
import { extractVideoId, videoEmbedUrl } from '@lumen/ui-kit/media';
import { useTranslator } from '#src/lib/i18n.tsx';

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
    <Dialog>
      <DialogTrigger className="focus-ring group relative block w-full rounded-lg">
        {picture}
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="rounded-full bg-white/90 px-5 py-3 font-semibold text-ink-950 shadow-md group-hover:bg-white">
            ▶ {t('sustainability.playVideo', { title })}
          </span>
        </span>
      </DialogTrigger>
      <DialogContent title={title} isTitleHidden size="video" closeLabel={t('common.close')}>
        <iframe
          src={videoEmbedUrl(videoId, { isAutoplay: true })}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          className="size-full rounded-lg"
        />
      </DialogContent>
    </Dialog>
  );
}
