import { useState, type ReactNode } from 'react';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { ConfirmDialog } from '#src/components/confirm-dialog.tsx';
import { TD } from '#src/components/data-table.tsx';
import { TOAST_MS, useToast } from '#src/components/toast.tsx';

type Choice = 'approve' | 'reject';

/**
 * The Decision column of the invoice and reward lists (spec §4): on a pending row, Approve and
 * Reject, each through a confirm dialog (Cancel, Proceed) with §8's text; then the action is
 * posted, its outcome toasted for 1.5 s (the server's error on failure, spec §8) and the list
 * refreshed either way. A decided row shows Approved or Rejected, when, and any note.
 */
export function DecisionCell({
  approved,
  decidedAt,
  subject,
  titles,
  texts,
  canApprove = true,
  decide,
  successText,
  onDecided,
  note,
}: {
  approved: boolean | null;
  /** Already formatted for the list. */
  decidedAt: string | null;
  /** Completes the buttons' names for screen readers, e.g. "invoice INV-1". */
  subject: string;
  titles: Record<Choice, string>;
  texts: Record<Choice, string>;
  canApprove?: boolean;
  decide: (approve: boolean) => Promise<unknown>;
  successText: (approve: boolean) => string;
  onDecided: () => void;
  note?: ReactNode;
}) {
  const toast = useToast();
  const [asking, setAsking] = useState<Choice | null>(null);
  const [isPending, setPending] = useState(false);

  const run = async (approve: boolean) => {
    setPending(true);
    try {
      await decide(approve);
      toast(successText(approve), { tone: 'success', durationMs: TOAST_MS.short });
    } catch (error) {
      toast(error instanceof Error ? error.message : 'The decision failed.', {
        tone: 'error',
        durationMs: TOAST_MS.short,
      });
    } finally {
      setPending(false);
      setAsking(null);
      onDecided();
    }
  };

  return (
    <td className={`${TD} whitespace-nowrap`}>
      {approved === null ? (
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            disabled={!canApprove}
            onClick={() => setAsking('approve')}
          >
            Approve<span className="sr-only"> {subject}</span>
          </button>
          <button
            type="button"
            className={buttonClassName({ variant: 'outline', size: 'sm' })}
            onClick={() => setAsking('reject')}
          >
            Reject<span className="sr-only"> {subject}</span>
          </button>
          <ConfirmDialog
            isOpen={asking !== null}
            onOpenChange={(open) => (open ? undefined : setAsking(null))}
            title={titles[asking ?? 'reject']}
            description={texts[asking ?? 'reject']}
            confirmLabel="Proceed"
            isPending={isPending}
            error={null}
            onConfirm={() => void run(asking === 'approve')}
          />
        </div>
      ) : (
        <span
          className={approved ? 'font-semibold text-success-600' : 'font-semibold text-danger-600'}
        >
          {approved ? 'Approved' : 'Rejected'}
          {decidedAt ? <span className="block font-normal text-ink-700">{decidedAt}</span> : null}
          {note ? <span className="block font-normal text-ink-700">{note}</span> : null}
        </span>
      )}
    </td>
  );
}
