import { Link } from 'react-router';
import { DateRangeFilter } from '#src/components/date-range-filter.tsx';
import { ExportCsvButton } from '#src/components/export-csv-button.tsx';
import { PageTitle } from '#src/components/page-title.tsx';
import { useListParams } from '#src/hooks/use-list-params.ts';
import { QuoteListResults, QuoteSearchResults } from './components/quote-results.tsx';
import { QuoteSearchForm } from './components/quote-search-form.tsx';
import { checkQuoteDates, QUOTES_PARAM_KEYS, quotesRequest } from './utils/quotes-request.ts';

/**
 * /ziigna-quotes (spec §2.5, issue 13 points 4–6): the quote requests sent from the
 * linear-lighting builder, newest first. The filters and page live in the address, are
 * checked with the API's schemas before anything is fetched, and a keyword search replaces
 * the dates (the search endpoint looks through every date).
 */
export function QuotesPage() {
  const { values, page, setFilters, setPage } = useListParams(QUOTES_PARAM_KEYS);
  const request = quotesRequest({ ...values, page });
  const isSearch = request.mode === 'search';

  return (
    <>
      <PageTitle
        actions={
          <ExportCsvButton
            path="/admin/ziigna-details/export"
            query={request.mode === 'invalid' ? null : request.exportQuery}
            fallbackName="Ziigna Quotes.csv"
          />
        }
      >
        Ziigna Quotes
      </PageTitle>
      <div className="mb-6 flex flex-col gap-4 rounded-lg border border-ink-200 bg-white p-4">
        <QuoteSearchForm
          // A new address (Back, a link) refills the box with its keyword.
          key={values.q ?? ''}
          value={values.q}
          onSearch={(q) => setFilters({ q, startDate: undefined, endDate: undefined })}
          onClear={() => setFilters({ q: undefined })}
        />
        <DateRangeFilter
          key={isSearch ? '' : `${values.startDate ?? ''}|${values.endDate ?? ''}`}
          startDate={isSearch ? undefined : values.startDate}
          endDate={isSearch ? undefined : values.endDate}
          check={checkQuoteDates}
          onApply={(range) => setFilters({ ...range, q: undefined })}
          onClear={() => setFilters({ startDate: undefined, endDate: undefined })}
        />
      </div>
      {request.mode === 'invalid' ? (
        <div role="alert" className="rounded-md border border-danger-600 bg-danger-50 px-4 py-6">
          <p>{request.message}</p>
          <p className="mt-3">
            <Link className="focus-ring underline" to="/ziigna-quotes">
              Show every quote request
            </Link>
          </p>
        </div>
      ) : request.mode === 'search' ? (
        <QuoteSearchResults query={request.query} />
      ) : (
        <QuoteListResults query={request.query} page={request.page} onPageChange={setPage} />
      )}
    </>
  );
}
