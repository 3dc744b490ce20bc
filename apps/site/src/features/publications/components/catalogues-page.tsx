import { Link } from 'react-router';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import type { MarketingFormsConfig } from '@lumen/site-shell/config/env.ts';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import type { CataloguesContent } from '../types.ts';
import { CatalogueDownloadButton } from './catalogue-download-button.tsx';
import { PublicationCard, PublicationsFrame } from './publication-card.tsx';

/**
 * /product-catalogue (spec §2 Catalogues): catalogues under their years, each with a download
 * button (the catalogue's form in a dialog) and a link to read it online.
 */
export function CataloguesPage({
  content,
  forms,
}: {
  content: CataloguesContent;
  forms: MarketingFormsConfig;
}) {
  const t = useTranslator();
  const { header } = content;
  return (
    <PublicationsFrame header={header} isEmpty={content.years.length === 0}>
      {content.years.map(({ year, catalogues }) => (
        <section
          key={year}
          aria-labelledby={`year-${year}`}
          className="mb-12"
          data-testid="catalogue-year"
        >
          <h2 id={`year-${year}`} className="mb-6 text-3xl font-semibold text-ink-950">
            {year}
          </h2>
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {catalogues.map((catalogue) => {
              const titleId = `catalogue-${catalogue.id}`;
              return (
                <PublicationCard
                  key={catalogue.id}
                  titleId={titleId}
                  title={catalogue.title}
                  headingLevel="h3"
                  coverImage={catalogue.coverImage}
                  alternativeText={catalogue.alternativeText}
                  description={catalogue.description}
                  testId="catalogue"
                  details={
                    catalogue.pageCount ? (
                      <p className="text-sm text-ink-700">
                        {t('catalogues.pages', { count: catalogue.pageCount })}
                      </p>
                    ) : null
                  }
                >
                  <CatalogueDownloadButton
                    forms={forms}
                    heading={header.downloadDialogTitle}
                    title={catalogue.title}
                    formId={catalogue.formId}
                    variant="primary"
                    aria-describedby={titleId}
                  >
                    {catalogue.downloadCta ?? t('common.download')}
                  </CatalogueDownloadButton>
                  <Link
                    to={paths.productCatalogue.viewer.getHref(catalogue.pageSlug)}
                    className={buttonClassName({ variant: 'outline' })}
                    aria-describedby={titleId}
                  >
                    {catalogue.viewOnlineCta ?? t('common.viewOnline')}
                  </Link>
                </PublicationCard>
              );
            })}
          </ul>
        </section>
      ))}
    </PublicationsFrame>
  );
}
