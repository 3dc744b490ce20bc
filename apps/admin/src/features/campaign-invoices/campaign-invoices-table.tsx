import { ADMIN_LIST_LIMITS } from '@lumen/validation/staff-constants';
import type { CampaignInvoiceRow } from '@lumen/validation/campaign-invoices-admin';
import { Pagination } from '@lumen/ui-kit/pagination';
import { DataTable, ListTotal, QueryList, TD } from '#src/components/data-table.tsx';
import { SessionDocumentButton } from '#src/components/session-document.tsx';
import { useApiBlobUrl } from '#src/hooks/use-api-blob-url.ts';
import { formatListDate } from '#src/lib/dates.ts';
import { useCampaignInvoices, type CampaignInvoicesQuery } from './campaign-invoices-api.ts';

/** A picture's thumbnail read with the session; a PDF shows its type instead. */
function Thumbnail({ row }: { row: CampaignInvoiceRow }) {
  if (!row.img_thumb)
    return (
      <span className="inline-flex h-16 w-16 items-center justify-center rounded border border-ink-200 bg-ink-50 text-xs font-semibold text-ink-700">
        PDF
      </span>
    );
  return <ThumbnailImage path={row.img_thumb} name={row.fullName} />;
}

function ThumbnailImage({ path, name }: { path: string; name: string }) {
  const thumb = useApiBlobUrl(path);
  if (thumb.isError) return <span className="text-xs text-danger-600">No preview</span>;
  if (!thumb.url)
    return <span className="block h-16 w-16 animate-pulse rounded bg-ink-100" aria-hidden />;
  return (
    <img
      src={thumb.url}
      alt={`Invoice of ${name}`}
      className="h-16 w-16 rounded border border-ink-200 object-contain"
    />
  );
}

const verdict = (valid: boolean | null) =>
  valid === null ? 'Not checked' : valid ? 'Valid' : 'Not valid';

/** The uploaded invoices: thumbnail, uploader, campaign, date, consent, verdict, document. */
export function CampaignInvoicesTable({
  query,
  page,
  onPageChange,
}: {
  query: CampaignInvoicesQuery;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const list = useCampaignInvoices(query);
  return (
    <QueryList
      query={list}
      failure="The invoices could not be loaded"
      isEmpty={(data) => data.content.length === 0}
      empty="No invoices were uploaded in these dates."
    >
      {({ content, totalElements }) => (
        <>
          <ListTotal count={totalElements} one="invoice" other="invoices" />
          <DataTable
            label="Campaign invoices"
            caption="Uploaded campaign invoices, newest first"
            columns={[
              'Invoice',
              'Name',
              'E-mail',
              'Company',
              'Campaign',
              'Uploaded',
              'GDPR consent',
              'Valid',
              'Document',
            ]}
          >
            {content.map((row) => (
              <tr key={row.reference} className="border-t border-ink-100">
                <td className={TD}>
                  <Thumbnail row={row} />
                </td>
                <td className={TD}>{row.fullName}</td>
                <td className={`${TD} break-all`}>{row.email}</td>
                <td className={TD}>{row.company}</td>
                <td className={TD}>{row.campaign}</td>
                <td className={`${TD} whitespace-nowrap`}>{formatListDate(row.uploadDate)}</td>
                <td className={TD}>{row.gdprConsent ? 'Yes' : 'No'}</td>
                <td className={TD}>{verdict(row.valid)}</td>
                <td className={TD}>
                  <SessionDocumentButton
                    path={row.image}
                    label={`Invoice ${row.reference} of ${row.fullName}`}
                  />
                </td>
              </tr>
            ))}
          </DataTable>
          <Pagination
            className="mt-6"
            page={page}
            totalPages={Math.ceil(totalElements / ADMIN_LIST_LIMITS.pageSize)}
            onPageChange={onPageChange}
          />
        </>
      )}
    </QueryList>
  );
}
