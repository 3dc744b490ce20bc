import { Link } from 'react-router';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import type { BrochuresContent } from '../types.ts';
import { PublicationCard, PublicationsFrame } from './publication-card.tsx';

/** /lighting-guides (spec §2 Catalogues and guides): guide cards with download and view online. */
export function BrochuresPage({ content }: { content: BrochuresContent }) {
  const t = useTranslator();
  return (
    <PublicationsFrame header={content.header} isEmpty={content.brochures.length === 0}>
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4" data-testid="brochures">
        {content.brochures.map((brochure) => {
          const titleId = `brochure-${brochure.id}`;
          return (
            <PublicationCard
              key={brochure.id}
              titleId={titleId}
              title={brochure.title}
              headingLevel="h2"
              coverImage={brochure.coverImage}
              alternativeText={brochure.alternativeText}
              description={brochure.description}
            >
              {brochure.downloadFile ? (
                <a
                  href={brochure.downloadFile}
                  download
                  className={buttonClassName({ variant: 'primary' })}
                  aria-describedby={titleId}
                >
                  {brochure.downloadCta ?? t('common.download')}
                </a>
              ) : null}
              <Link
                to={paths.lightingGuides.viewer.getHref(brochure.pageSlug)}
                className={buttonClassName({ variant: 'outline' })}
                aria-describedby={titleId}
              >
                {brochure.viewOnlineCta ?? t('common.viewOnline')}
              </Link>
            </PublicationCard>
          );
        })}
      </ul>
    </PublicationsFrame>
  );
}
