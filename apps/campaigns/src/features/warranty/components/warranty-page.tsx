import { Markdown } from '@lumen/site-shell/components/markdown.tsx';
import { PageHero } from '@lumen/site-shell/components/page-hero.tsx';
import { lazyIsland } from '@lumen/site-shell/lib/lazy-island.tsx';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { Image } from '@lumen/ui-kit/image';
import { AppBadges } from '#src/components/app-badges.tsx';
import { GridOnWideScreens } from '#src/components/grid-on-wide-screens.tsx';
import { MediaSection } from '#src/components/media-section.tsx';
import type { WarrantyPageData } from '../api/get-warranty-page.server.ts';

// Below the fold and the only part with state: its script loads after the page's.
const WarrantyDetails = lazyIsland(() =>
  import('./warranty-details.tsx').then((m) => m.WarrantyDetails),
);

type QualityPromise = WarrantyPageData['quality_promises'][number];

function PromiseCard({ promise }: { promise: QualityPromise }) {
  return (
    <div className="h-full rounded-lg border border-ink-200 bg-white p-6">
      <Image src={promise.icon} alt="" width={48} height={48} loading="lazy" className="size-12" />
      <h3 className="mt-4 text-lg font-semibold text-ink-950">{promise.title}</h3>
      {promise.content ? <p className="mt-2 text-ink-800">{promise.content}</p> : null}
    </div>
  );
}

/** /on-site-warranty (campaigns spec §2.7). */
export function WarrantyPage({ page }: { page: WarrantyPageData }) {
  return (
    <>
      <PageHero
        title={page.bannerTitle}
        description={page.bannerDescription}
        image={page.bannerImage}
        mobileImage={page.mobileBannerImage}
        alternativeText={page.bannerAlternativeText}
      />
      <section className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-[12rem_1fr] md:items-start">
        <Image
          src={page.stampImage}
          alt={page.stampAlternativeText ?? ''}
          width={192}
          height={192}
          className="mx-auto size-40 object-contain md:size-48"
        />
        <div>
          <Markdown source={page.description} />
          {page.testimonial ? (
            <figure className="mt-8 border-l-4 border-brand-500 pl-4">
              <blockquote className="text-lg italic text-ink-900">{page.testimonial}</blockquote>
              {page.testimonialAuthor ? (
                <figcaption className="mt-2 text-sm font-semibold text-ink-800">
                  {page.testimonialAuthor}
                </figcaption>
              ) : null}
            </figure>
          ) : null}
          {page.registerButtonLink && page.registerButtonText ? (
            <a href={page.registerButtonLink} className={`${buttonClassName({ size: 'lg' })} mt-8`}>
              {page.registerButtonText}
            </a>
          ) : null}
        </div>
      </section>
      {page.quality_promises.length ? (
        <section className="bg-ink-50 py-12">
          <div className="mx-auto max-w-7xl px-4">
            <h2 className="text-2xl font-bold text-ink-950 md:text-3xl">{page.promiseTitle}</h2>
            <GridOnWideScreens
              label={page.promiseTitle}
              items={page.quality_promises}
              keyOf={(promise) => promise.id}
              render={(promise) => <PromiseCard promise={promise} />}
              gridClassName="md:grid-cols-3 lg:grid-cols-5"
            />
          </div>
        </section>
      ) : null}
      {page.companyPersonQuote ? (
        <section className="mx-auto max-w-5xl px-4 py-12">
          <figure className="flex flex-col items-center gap-6 text-center md:flex-row md:text-left">
            <Image
              src={page.companyPersonAvatar}
              alt=""
              width={160}
              height={160}
              loading="lazy"
              className="size-32 shrink-0 rounded-full object-cover md:size-40"
            />
            <div>
              <blockquote className="text-xl text-ink-900">“{page.companyPersonQuote}”</blockquote>
              <figcaption className="mt-4 text-ink-800">
                <span className="font-semibold">{page.companyPersonName}</span>
                {page.companyPersonDesignation ? (
                  <span className="block text-sm">{page.companyPersonDesignation}</span>
                ) : null}
              </figcaption>
            </div>
          </figure>
        </section>
      ) : null}
      {page.certifications.length ? (
        <section aria-labelledby="warranty-certifications" className="bg-ink-50 py-12">
          <div className="mx-auto max-w-7xl px-4">
            <h2
              id="warranty-certifications"
              className="text-2xl font-bold text-ink-950 md:text-3xl"
            >
              {page.certificationsTitle}
            </h2>
            <ul className="mt-8 grid grid-cols-2 gap-6 md:grid-cols-4">
              {page.certifications.map((certification) => (
                <li key={certification.title} className="flex flex-col items-center text-center">
                  <Image
                    src={certification.image}
                    alt=""
                    width={120}
                    height={120}
                    loading="lazy"
                    className="size-24 object-contain"
                  />
                  <p className="mt-3 font-semibold text-ink-900">{certification.title}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <MediaSection title={page.appTitle} picture={page.appScreenshot}>
        {page.appDescription ? <p className="mt-4 text-ink-800">{page.appDescription}</p> : null}
        <AppBadges
          appStoreLink={page.appStoreLink}
          playStoreLink={page.playStoreLink}
          appStoreImage={page.appStoreImage}
          playStoreImage={page.playStoreImage}
        />
      </MediaSection>
      <WarrantyDetails page={page} />
    </>
  );
}
