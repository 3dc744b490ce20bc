import { Dialog, DialogContent } from '@lumen/ui-kit/dialog';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import type { CaseStudyMedia } from '../types.ts';
import { MediaView } from './media-view.tsx';

/**
 * A case-study picture or video full size (spec §2: 90% of the width, at most 1326 px).
 * Loaded when first opened, so the article's first script carries no dialog code.
 */
export function MediaDialog({
  media,
  title,
  onClose,
}: {
  media: CaseStudyMedia;
  title: string;
  onClose: () => void;
}) {
  const t = useTranslator();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        size="media"
        title={media.alternativeText || title}
        isTitleHidden
        closeLabel={t('common.close')}
      >
        <MediaView
          media={media}
          className="max-h-[85dvh] w-full rounded-lg object-contain"
          isFullSize
        />
      </DialogContent>
    </Dialog>
  );
}
