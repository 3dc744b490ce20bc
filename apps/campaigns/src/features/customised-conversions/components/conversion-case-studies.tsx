import { SectionCarousel } from '@lumen/site-shell/components/section-carousel.tsx';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { VisuallyHidden } from '@lumen/ui-kit/visually-hidden';
import { CaseStudyCard } from '#src/components/case-study-card.tsx';
import { LANDING_CAROUSEL } from '#src/config/carousels.ts';
import type { CustomisedConversionsData } from '../api/get-customised-conversions.server.ts';
import { cutConversionCardDescription, cutConversionCardTitle } from '../utils/cut-offs.ts';

/**
 * The flagged case studies (spec §9: 3 per view, 2 under 1024 px, 1 under 480 px, the same
 * steps as the other landing carousels), each linking to its article on the site. An island
 * (customised-conversions-page.tsx).
 */
export function ConversionCaseStudies({
  title,
  readMore,
  caseStudies,
}: {
  title: string | null;
  readMore: string | null;
  caseStudies: CustomisedConversionsData['caseStudies'];
}) {
  if (caseStudies.length === 0) return null;
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <h2 className="text-2xl font-bold text-ink-950 md:text-3xl">{title}</h2>
      <SectionCarousel label={title} steps={LANDING_CAROUSEL}>
        {caseStudies.map((study) => (
          <CaseStudyCard key={study.id} study={study} title={cutConversionCardTitle(study.title)}>
            <p className="mt-2 flex-1 text-ink-800">
              {cutConversionCardDescription(study.description)}
            </p>
            {readMore ? (
              <a
                href={paths.caseStudies.article.getHref(study.pageSlug)}
                className="focus-ring mt-4 self-start rounded font-semibold text-brand-700 underline"
              >
                {readMore}
                <VisuallyHidden>: {study.title}</VisuallyHidden>
              </a>
            ) : null}
          </CaseStudyCard>
        ))}
      </SectionCarousel>
    </section>
  );
}
