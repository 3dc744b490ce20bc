import { Markdown } from '@lumen/site-shell/components/markdown.tsx';
import { SectionCarousel } from '@lumen/site-shell/components/section-carousel.tsx';
import { Disclosure } from '@lumen/ui-kit/disclosure';
import { Image } from '@lumen/ui-kit/image';
import { AppBadges } from '#src/components/app-badges.tsx';
import { CaseStudyCard } from '#src/components/case-study-card.tsx';
import { LandingFaq } from '#src/components/landing-faq.tsx';
import { MediaSection } from '#src/components/media-section.tsx';
import { LANDING_CAROUSEL } from '#src/config/carousels.ts';
import type { LightingDesignData } from '../api/get-lighting-design.server.ts';

/**
 * The page from the design team down: the carousels, the app, the software and the questions.
 * An island (lighting-design-page.tsx): its script loads after the page's.
 */
export function LightingDesignDetails({ page, caseStudies }: LightingDesignData) {
  return (
    <>
      {page.teams.length ? (
        <section className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="design-team" className="text-2xl font-bold text-ink-950 md:text-3xl">
            {page.teamTitle}
          </h2>
          <SectionCarousel label={page.teamTitle} steps={LANDING_CAROUSEL}>
            {page.teams.map((member) => (
              <figure key={member.name} className="flex h-full flex-col items-center text-center">
                <Image
                  src={member.profilePicture}
                  alt=""
                  width={240}
                  height={240}
                  loading="lazy"
                  className="size-40 rounded-full object-cover"
                />
                <figcaption className="mt-4">
                  <span className="block text-lg font-semibold text-ink-950">{member.name}</span>
                  {member.description ? (
                    <span className="mt-2 block text-ink-800">{member.description}</span>
                  ) : null}
                </figcaption>
              </figure>
            ))}
          </SectionCarousel>
        </section>
      ) : null}
      <section aria-labelledby="design-app" className="bg-ink-50 py-12">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="design-app" className="text-2xl font-bold text-ink-950 md:text-3xl">
            {page.appTitle}
          </h2>
          {page.appDescription ? <p className="mt-4 text-ink-800">{page.appDescription}</p> : null}
          <AppBadges appStoreLink={page.appStoreLink} playStoreLink={page.playStoreLink} />
        </div>
      </section>
      {caseStudies.length ? (
        <section className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="design-case-studies" className="text-2xl font-bold text-ink-950 md:text-3xl">
            {page.caseStudiesTitle}
          </h2>
          <SectionCarousel label={page.caseStudiesTitle} steps={LANDING_CAROUSEL}>
            {caseStudies.map((study) => (
              <CaseStudyCard key={study.id} study={study} />
            ))}
          </SectionCarousel>
        </section>
      ) : null}
      {page.softwareText ? (
        <MediaSection title={page.softwareTitle} picture={page.softwareImage}>
          <Markdown source={page.softwareText} className="mt-4" />
        </MediaSection>
      ) : null}
      <LandingFaq
        title={page.faqTitle}
        faqs={page.faqs.map((faq) => ({
          question: faq.question,
          answer: faq.answer,
          extra:
            faq.needExpansionPanel && faq.expansionPanel ? (
              <Disclosure
                summary={faq.expansionPanel.title}
                className="mt-4 rounded-md border border-ink-200 px-4"
                buttonClassName="py-3"
              >
                <Markdown source={faq.expansionPanel.content} />
              </Disclosure>
            ) : null,
        }))}
      />
    </>
  );
}
