import { useState } from 'react';
import { Carousel } from '@lumen/ui-kit/carousel';
import { Image } from '@lumen/ui-kit/image';
import { PAGE_CAROUSEL } from '@lumen/site-shell/config/site.ts';
import { carouselLabels } from '@lumen/site-shell/lib/carousel-labels.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import type { CareerPageContent } from '../types.ts';

type Member = CareerPageContent['teamMembers'][number];

/**
 * The careers team carousel: each card's story is cut short with read more / read less, and
 * opening one card closes the one that was open (spec §2: one open card at a time).
 */
export function TeamCarousel({
  title,
  members,
  readMoreText,
  readLessText,
}: {
  title: string;
  members: Member[];
  readMoreText: string;
  readLessText: string;
}) {
  const t = useTranslator();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <Carousel
      label={title}
      labels={carouselLabels(t)}
      perView={PAGE_CAROUSEL.perView}
      breakpoints={PAGE_CAROUSEL.breakpoints}
      spacing={24}
      className="mt-8"
    >
      {members.map((m, i) => {
        const isOpen = openIndex === i;
        const storyId = `career-team-story-${i}`;
        return (
          <article
            key={m.name}
            data-team-card
            className="flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-card"
          >
            <Image
              src={m.profilePicture}
              alt=""
              width={480}
              height={380}
              loading="lazy"
              className="h-[380px] w-full object-cover"
            />
            <div className="flex flex-1 flex-col gap-2 p-5">
              <h3 className="text-lg font-semibold text-ink-950">{m.name}</h3>
              <p className="text-sm font-medium text-ink-700">{m.designation}</p>
              <p id={storyId} className={isOpen ? 'text-ink-800' : 'line-clamp-3 text-ink-800'}>
                {m.description}
              </p>
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={storyId}
                onClick={() => setOpenIndex(isOpen ? null : i)}
                className="mt-auto self-start font-semibold text-brand-700 underline"
              >
                {isOpen ? readLessText : readMoreText}
                <span className="sr-only">: {m.name}</span>
              </button>
            </div>
          </article>
        );
      })}
    </Carousel>
  );
}
