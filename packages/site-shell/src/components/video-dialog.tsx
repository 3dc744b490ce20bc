import { Dialog, DialogContent } from '@lumen/ui-kit/dialog';
import { videoEmbedUrl } from '@lumen/ui-kit/media';
import { useReturnFocus } from '#src/hooks/use-return-focus.ts';
import { useTranslator } from '#src/lib/i18n.tsx';

/**
 * The video player (spec §9: 800 by 500; 450 wide for short videos). Loaded when a video is
 * first played, so a page's first script carries no dialog code. Closing clears the
 * selection, which unmounts the player.
 */
export function VideoDialog({
  heading,
  isShort,
  videoId,
  onClose,
}: {
  heading: string;
  isShort: boolean;
  videoId: string;
  onClose: () => void;
}) {
  const t = useTranslator();
  const returnFocus = useReturnFocus();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        size={isShort ? 'video-narrow' : 'video'}
        title={heading}
        isTitleHidden
        closeLabel={t('common.close')}
        onCloseAutoFocus={returnFocus}
      >
        <iframe
          src={videoEmbedUrl(videoId, { isAutoplay: true })}
          title={heading}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          className="size-full border-0"
        />
      </DialogContent>
    </Dialog>
  );
}
