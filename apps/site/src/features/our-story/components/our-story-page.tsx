import { Carousel } from '@lumen/ui-kit/carousel';
import { Disclosure } from '@lumen/ui-kit/disclosure';
import { Image } from '@lumen/ui-kit/image';
import { Markdown } from '@lumen/site-shell/components/markdown.tsx';
import { PageHero } from '@lumen/site-shell/components/page-hero.tsx';
import { ImageCard } from '#src/components/image-card.tsx';
import { SectionCarousel } from '@lumen/site-shell/components/section-carousel.tsx';
import { HERITAGE_CAROUSEL } from '@lumen/site-shell/config/site.ts';
import { carouselLabels } from '@lumen/site-shell/lib/carousel-labels.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import type { OurStoryData } from '../types.ts';

const H2 = 'text-2xl font-bold text-ink-950 md:text-3xl';

function Cards({
  id,
  title,
  cards,
}: {
  id: string;
  title: string | null;
  cards: OurStoryData['ourValues'];
}) {
  if (!cards.length) return null;
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-14">
      <h2 id={id} className={H2}>
        {title}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((c) => (
          <ImageCard key={c.id} as="li" {...c} />
        ))}
      </ul>
    </section>
  );
}

/**
 * /our-story (spec §2): hero, who-is text, vision, values, what we offer, why choose us (an
 * expandable list), the heritage timeline by year and the team carousel with social links.
 */
export function OurStoryPage({ data }: { data: OurStoryData }) {
  const t = useTranslator();
  const story = data.ourStory;
  return (
    <>
      <PageHero
        title={story.title}
        description={story.description}
        image={story.heroImage}
        mobileImage={story.mobileHeroImage}
        alternativeText={story.alternativeText}
      />
      <section
        aria-labelledby="story-who"
        className="mx-auto grid max-w-7xl gap-10 px-4 py-14 md:grid-cols-2"
      >
        <div>
          <h2 id="story-who" className={H2}>
            {story.whoIsTitle}
          </h2>
          <Markdown source={story.whoIsText} className="mt-6 text-ink-800" />
        </div>
        <div className="rounded-lg bg-ink-950 p-8 text-white">
          <h2 className="text-2xl font-bold">{story.visionTitle}</h2>
          <p className="mt-4 text-xl">{story.visionText}</p>
        </div>
      </section>
      <Cards id="story-values" title={story.valuesTitle ?? null} cards={data.ourValues} />
      <div className="bg-ink-50">
        <Cards
          id="story-offers"
          title={story.globalOffersTitle ?? null}
          cards={data.globalOffers}
        />
      </div>
      {data.whyRobuses.length ? (
        <section aria-labelledby="story-why" className="mx-auto max-w-4xl px-4 py-14">
          <h2 id="story-why" className={H2}>
            {story.whyChooseTitle}
          </h2>
          <div className="mt-6 rounded-lg border border-ink-200 bg-white px-4">
            {data.whyRobuses.map((reason) => (
              <Disclosure
                key={reason.id}
                summary={reason.title}
                headingLevel={3}
                panelClassName="text-ink-800"
              >
                {reason.description}
              </Disclosure>
            ))}
          </div>
        </section>
      ) : null}
      {data.ourHeritages.length ? (
        <div className="bg-ink-50 py-14">
          <div className="mx-auto max-w-7xl px-4">
            <h2 id="story-heritage" className={H2}>
              {story.heritageHeading}
            </h2>
            <SectionCarousel label={story.heritageHeading} steps={HERITAGE_CAROUSEL}>
              {data.ourHeritages.map((h) => (
                <article
                  key={h.id}
                  data-heritage-year={h.year}
                  className="h-full rounded-lg bg-white p-6 shadow-card"
                >
                  <p className="text-3xl font-bold text-brand-700">{h.year}</p>
                  <h3 className="mt-2 text-lg font-semibold text-ink-950">{h.title}</h3>
                  <p className="mt-2 text-ink-800">{h.description}</p>
                </article>
              ))}
            </SectionCarousel>
          </div>
        </div>
      ) : null}
      {data.ourTeams.length ? (
        <div className="mx-auto max-w-5xl px-4 py-14">
          <h2 id="story-team" className={H2}>
            {story.teamHeading}
          </h2>
          <Carousel
            label={story.teamHeading ?? ''}
            labels={carouselLabels(t)}
            perView={1}
            className="mt-8"
          >
            {data.ourTeams.map((m) => (
              <figure key={m.id} className="grid items-center gap-6 md:grid-cols-[240px_1fr]">
                <Image
                  src={m.image}
                  alt={m.alternativeText ?? ''}
                  width={480}
                  height={480}
                  loading="lazy"
                  className="aspect-square w-full max-w-60 rounded-full object-cover"
                />
                <div>
                  <blockquote className="text-xl text-ink-900">{m.statement}</blockquote>
                  <figcaption className="mt-4">
                    <span className="block font-semibold text-ink-950">{m.name}</span>
                    <span className="block text-sm text-ink-700">{m.designation}</span>
                    <span className="mt-2 flex gap-4 text-sm">
                      {m.linkedInId ? (
                        <a
                          href={`https://www.linkedin.com/in/${encodeURIComponent(m.linkedInId)}`}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="text-brand-700 underline"
                        >
                          {t('story.linkedInProfile', { name: m.name })}
                        </a>
                      ) : null}
                      {m.twitterId ? (
                        <a
                          href={`https://x.com/${encodeURIComponent(m.twitterId)}`}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="text-brand-700 underline"
                        >
                          {t('story.twitterProfile', { name: m.name })}
                        </a>
                      ) : null}
                    </span>
                  </figcaption>
                </div>
              </figure>
            ))}
          </Carousel>
        </div>
      ) : null}
    </>
  );
}
