import { lazy, Suspense, useState } from 'react';
import { Carousel } from '@lumen/ui-kit/carousel';
import { carouselLabels } from '@lumen/site-shell/lib/carousel-labels.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import type { CaseStudyMedia } from '../types.ts';
import { MediaView } from './media-view.tsx';

const MediaDialog = lazy(() =>
  import('./media-dialog.tsx').then((m) => ({ default: m.MediaDialog })),
);

/** The article's pictures and videos, one per view; each opens full size in a dialog. */
export function MediaCarousel({ media, title }: { media: CaseStudyMedia[]; title: string }) {
  const t = useTranslator();
  const [open, setOpen] = useState<CaseStudyMedia | null>(null);
  if (media.length === 0) return null;
  return (
    <>
      <Carousel
        label={t('caseStudies.pictures')}
        labels={carouselLabels(t)}
        perView={1}
        spacing={16}
      >
        {media.map((item, index) => (
          <button
            key={item.url}
            type="button"
            data-open-media={index}
            onClick={() => setOpen(item)}
            aria-label={t('caseStudies.openPicture', { index: index + 1 })}
            className="focus-ring block w-full cursor-zoom-in overflow-hidden rounded-lg"
          >
            <MediaView
              media={item}
              isEager={index === 0}
              className="aspect-[3/2] w-full object-cover"
            />
          </button>
        ))}
      </Carousel>
      {open ? (
        <Suspense fallback={null}>
          <MediaDialog media={open} title={title} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
