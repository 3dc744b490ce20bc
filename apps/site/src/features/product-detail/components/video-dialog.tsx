import { Dialog, DialogContent } from '@lumen/ui-kit/dialog';
import { videoEmbedUrl } from '@lumen/ui-kit/media';
import { useTranslator } from '#src/lib/i18n.tsx';
import type { HowToVideo } from '../types.ts';

/**
 * The video player (spec §9: 800 by 500; 450 wide for short videos). Loaded when a video is
 * first played, so the product page's first script carries no dialog code. Closing clears
 * the selection, which unmounts the player.
 */
export function VideoDialog({
  video,
  videoId,
  onClose,
}: {
  video: HowToVideo;
  videoId: string;
  onClose: () => void;
}) {
  const t = useTranslator();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        size={video.isShort ? 'video-narrow' : 'video'}
        title={video.heading}
        isTitleHidden
        closeLabel={t('common.close')}
      >
        <iframe
          src={videoEmbedUrl(videoId, { isAutoplay: true })}
          title={video.heading}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          className="size-full border-0"
        />
      </DialogContent>
    </Dialog>
  );
}
