import { useNavigate } from 'react-router';
import { Button } from '@lumen/ui-kit/button';
import { ToggleChip } from '@lumen/ui-kit/chip';
import { Pagination } from '@lumen/ui-kit/pagination';
import { ContentBanner } from '#src/components/content-banner.tsx';
import { KeywordSearchForm } from '#src/components/keyword-search-form.tsx';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import { paginationLabels } from '#src/lib/pagination-labels.ts';
import type { CaseStudiesListPage } from '../types.ts';
import { CASE_STUDIES_PARAMS, caseStudiesHref, toggleArea } from '../utils/case-studies-query.ts';
import { CaseStudyCard } from './case-study-card.tsx';
import { ClientsCarousel } from './clients-carousel.tsx';

/**
 * /case-studies (spec §2 Case studies): application-area chips (several at once, 'Clear
 * all'), a keyword search, 12 cards a page and the clients slider. Every state is an address.
 */
export function CaseStudiesPage({ page }: { page: CaseStudiesListPage }) {
  const t = useTranslator();
  const navigate = useNavigate();
  const { header, query } = page;
  const go = (href: string) => void navigate(href, { preventScrollReset: true });
  return (
    <div data-page="case-studies">
      <ContentBanner
        title={header?.title ?? t('caseStudies.title')}
        description={header?.description}
        image={header?.heroImage}
        alternativeText={header?.alternativeText}
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10">
        <div role="group" aria-labelledby="case-study-areas" className="flex flex-col gap-3">
          <h2 id="case-study-areas" className="text-lg font-semibold text-ink-950">
            {header?.applicationAreaBtn ?? t('caseStudies.applicationAreas')}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            {page.areas.map((area) => (
              <ToggleChip
                key={area.id}
                isSelected={query.areas.includes(area.id)}
                data-area={area.id}
                onClick={() => go(caseStudiesHref(toggleArea(query, area.id)))}
              >
                {area.title}
              </ToggleChip>
            ))}
            {query.areas.length > 0 ? (
              <Button
                variant="link"
                data-clear-all=""
                onClick={() => go(caseStudiesHref({ search: query.search }))}
              >
                {header?.clearAllText ?? t('common.clearAll')}
              </Button>
            ) : null}
          </div>
        </div>
        <KeywordSearchForm
          action={caseStudiesHref({})}
          name={CASE_STUDIES_PARAMS.search}
          value={query.search}
          label={header?.searchByKeyword ?? t('common.search')}
          placeholder={header?.searchBoxText}
          hidden={{ [CASE_STUDIES_PARAMS.area]: query.areas }}
        />
        <p role="status" className="text-sm text-ink-700" data-case-study-count={page.total}>
          {t('caseStudies.count', { count: page.total })}
        </p>
        {page.caseStudies.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.caseStudies.map((study) => (
              <li key={study.id}>
                <CaseStudyCard
                  study={study}
                  readMore={header?.caseStudyReadMore ?? t('common.readMore')}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p
            data-case-studies-empty=""
            className="rounded-lg bg-ink-50 p-8 text-center text-ink-800"
          >
            {header?.noCaseStudiesText ?? t('caseStudies.noResults')}
          </p>
        )}
        <Pagination
          page={query.page}
          totalPages={page.totalPages}
          onPageChange={(p) => {
            go(caseStudiesHref({ ...query, page: p }));
            window.scrollTo({ top: 0 });
          }}
          labels={paginationLabels(t)}
          className="justify-center"
        />
      </div>
      <ClientsCarousel
        title={header?.clientsTitle ?? t('caseStudies.clients')}
        clients={page.clients}
      />
    </div>
  );
}
