import { Image } from '@lumen/ui-kit/image';
import { Markdown } from '@lumen/site-shell/components/markdown.tsx';
import { PageHero } from '@lumen/site-shell/components/page-hero.tsx';
import { ImageCard } from '#src/components/image-card.tsx';
import { SectionCarousel } from '@lumen/site-shell/components/section-carousel.tsx';
import { PAGE_CAROUSEL } from '@lumen/site-shell/config/site.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import type { CareersPageData } from '../types.ts';
import { LocationFilter } from './location-filter.tsx';
import { OpportunityCard } from './opportunity-card.tsx';
import { TeamCarousel } from './team-carousel.tsx';

const H2 = 'text-2xl font-bold text-ink-950 md:text-3xl';

/** /careers: every section of spec §2 Careers, in its order. */
export function CareersPage({ data }: { data: CareersPageData }) {
  const t = useTranslator();
  const { page, locations, selectedLocation, opportunities, counts } = data;
  const chosen = locations.find((l) => l.orderId === selectedLocation);
  return (
    <>
      <PageHero
        title={page.title}
        subTitle={page.subTitle}
        description={page.description}
        image={page.heroImage}
        mobileImage={page.mobileHeroImage}
        alternativeText={page.alternativeText}
      />

      <section aria-labelledby="careers-company" className="mx-auto max-w-4xl px-4 py-14">
        <h2 id="careers-company" className={H2}>
          {page.companyHeading}
        </h2>
        <Markdown source={page.companyContents} className="mt-6 text-ink-800" />
      </section>

      {page.career_work_withs.length ? (
        <div className="bg-ink-50 py-14">
          <div className="mx-auto max-w-7xl px-4">
            <h2 id="careers-work-with" className={H2}>
              {page.workWithTitle}
            </h2>
            <SectionCarousel label={page.workWithTitle} steps={PAGE_CAROUSEL}>
              {page.career_work_withs.map((card) => (
                <ImageCard key={card.title} {...card} />
              ))}
            </SectionCarousel>
          </div>
        </div>
      ) : null}

      <section aria-labelledby="careers-about" className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="careers-about" className={H2}>
          {page.aboutTitle}
        </h2>
        <Markdown source={page.career_about_details} className="mt-6 max-w-3xl text-ink-800" />
        <dl className="mt-8 grid gap-6 sm:grid-cols-3">
          {counts.map(({ value, label }) => (
            <div key={label} className="rounded-lg bg-ink-950 p-6 text-white">
              <dt className="text-sm tracking-wide uppercase">{label}</dt>
              <dd className="mt-1 text-4xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="careers-values" className="bg-ink-50 py-14">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="careers-values" className={H2}>
            {page.valuesTitle}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {page.values.map((v) => (
              <ImageCard key={v.title} as="li" {...v} />
            ))}
          </ul>
        </div>
      </section>

      {page.teamMembers.length ? (
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="careers-team" className={H2}>
            {page.teamTitle}
          </h2>
          <TeamCarousel
            title={page.teamTitle ?? ''}
            members={page.teamMembers}
            readMoreText={page.readMoreText ?? t('common.readMore')}
            readLessText={page.readLessText ?? t('common.readLess')}
          />
        </div>
      ) : null}

      {page.awards.length ? (
        <section aria-labelledby="careers-awards" className="bg-ink-50 py-14">
          <div className="mx-auto max-w-7xl px-4">
            <h2 id="careers-awards" className={H2}>
              {page.awardsTitle}
            </h2>
            <ul className="mt-8 grid grid-cols-2 gap-6 md:grid-cols-4">
              {page.awards.map((a) => (
                <li key={a.title} className="flex flex-col items-center gap-3 text-center">
                  <Image
                    src={a.logo}
                    alt=""
                    width={120}
                    height={120}
                    loading="lazy"
                    className="size-28"
                  />
                  <span className="text-sm font-medium text-ink-900">{a.title}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section
        id="opportunities"
        aria-labelledby="careers-opportunities"
        className="mx-auto max-w-7xl scroll-mt-24 px-4 py-14"
      >
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="careers-opportunities" className={H2}>
              {page.opportunitiesTitle}
            </h2>
            {chosen && !chosen.worldwide ? (
              <p className="mt-1 text-ink-700" data-location-title>
                {chosen.titleName}
              </p>
            ) : null}
          </div>
          <LocationFilter
            label={page.locationLabel ?? ''}
            locations={locations}
            selected={selectedLocation}
          />
        </div>
        {opportunities.length ? (
          <ul className="mt-8 space-y-4" data-opportunities>
            {opportunities.map((o) => (
              <OpportunityCard key={o.id} opportunity={o} />
            ))}
          </ul>
        ) : (
          <p className="mt-8 rounded-lg bg-ink-50 p-6 text-ink-800" role="status">
            {page.noOpportunitiesText}
          </p>
        )}
      </section>
    </>
  );
}
