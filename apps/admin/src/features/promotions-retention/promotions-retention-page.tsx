import type { PromotionRetentionRow } from '@lumen/validation/promotion-retention';
import { DataTable, formatCount, QueryList, TD } from '#src/components/data-table.tsx';
import { PageTitle } from '#src/components/page-title.tsx';
import { formatListDate, formatListDateTime } from '#src/lib/dates.ts';
import { usePromotionsRetention } from './promotions-retention-api.ts';

const KIND_LABELS: Record<PromotionRetentionRow['kind'], string> = {
  'golden-ticket': 'Golden Ticket',
  'invoice-upload': 'Invoice upload',
  'garden-promo': 'Garden promo',
};

/** Anonymised (with when), due (past its date, waiting for the command) or its date to come. */
function StatusCell({ row }: { row: PromotionRetentionRow }) {
  if (row.status === 'anonymised' && row.anonymisedAt)
    return (
      <td className={TD}>
        <span className="font-semibold text-success-600">Anonymised</span>
        <span className="block">{formatListDateTime(row.anonymisedAt)}</span>
      </td>
    );
  if (row.status === 'due')
    return (
      <td className={TD}>
        <span className="font-semibold text-danger-600">Due</span>
        <span className="block">at the next retention run</span>
      </td>
    );
  return (
    <td className={TD}>
      <span>Kept</span>
    </td>
  );
}

/**
 * Promotions' data retention (issue 14 point 9; docs/decisions/036): for each promotion, when
 * its entrants' names, e-mails and files are anonymised by the retention command, and how many
 * entrants it has (anonymising keeps them, so the count stays). Read only: the periods are set
 * with the promotion, and the command runs on a schedule.
 */
export function PromotionsRetentionPage() {
  const list = usePromotionsRetention();
  const body = (
    <QueryList
      query={list}
      failure="The promotions could not be loaded"
      isEmpty={(data) => data.promotions.length === 0}
      empty="No promotions yet."
    >
      {({ promotions }) => (
        <DataTable
          label="Promotions and their retention"
          caption="Each promotion’s retention period and the date its entrants’ data is anonymised, soonest first"
          columns={[
            'Promotion',
            'Kind',
            'Closes',
            'Draws end',
            'Retention',
            'Anonymised on',
            'Status',
            'Entrants',
          ]}
        >
          {promotions.map((row) => (
            <tr key={row.slug} className="border-t border-ink-100">
              <td className={`${TD} font-mono break-all`}>{row.slug}</td>
              <td className={`${TD} whitespace-nowrap`}>{KIND_LABELS[row.kind]}</td>
              <td className={`${TD} whitespace-nowrap`}>{formatListDate(row.closesAt)}</td>
              <td className={`${TD} whitespace-nowrap`}>{formatListDate(row.drawsEndAt)}</td>
              <td className={`${TD} whitespace-nowrap`}>
                {formatCount(row.retentionDays)} days
                {row.retentionIsDefault ? (
                  <span className="block text-ink-600">default</span>
                ) : null}
              </td>
              <td className={`${TD} whitespace-nowrap`}>{formatListDate(row.anonymiseAt)}</td>
              <StatusCell row={row} />
              <td className={`${TD} whitespace-nowrap`}>
                {formatCount(row.entrants)}
                {row.withPersonalData > 0 && row.withPersonalData < row.entrants ? (
                  <span className="block text-ink-600">
                    {formatCount(row.withPersonalData)} still to anonymise
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </QueryList>
  );
  return (
    <>
      <PageTitle>Data Retention</PageTitle>
      <p className="mb-6 max-w-prose text-ink-700">
        After each promotion’s draws end and its retention period passes, the retention command
        replaces its entrants’ names and e-mails and deletes their uploaded files. Entrant counts
        and draw results are kept.
      </p>
      {body}
    </>
  );
}
