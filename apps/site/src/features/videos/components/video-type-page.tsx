import { Link } from 'react-router';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { PageBanner } from '#src/components/page-banner.tsx';
import { VideoGrid } from '#src/components/video-grid.tsx';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import type { VideoTypePageContent } from '../types.ts';

/**
 * /videos/{pageSlug} (spec §2 Videos): back to /videos, the type's banner, its videos in
 * 1/2/3 columns with the player dialog, or the no-video label.
 */
export function VideoTypePage({
  content,
}: {
  content: VideoTypePageContent & { openVideoId: string | null };
}) {
  const t = useTranslator();
  const { labels, type } = content;
  return (
    <>
      <PageBanner
        title={type.name}
        description={type.description}
        image={type.image}
        imageAlt={type.alternativeText}
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <Link
          to={paths.videos.list.getHref()}
          className={`${buttonClassName({ variant: 'outline', size: 'sm' })} mb-8`}
        >
          <span aria-hidden="true">←</span> {labels.backButton ?? t('common.back')}
        </Link>
        <VideoGrid
          videos={content.videos}
          openVideoId={content.openVideoId}
          empty={
            <p role="status" className="text-ink-700" data-testid="no-videos">
              {labels.noVideoText ?? t('common.noVideos')}
            </p>
          }
        />
      </div>
    </>
  );
}
