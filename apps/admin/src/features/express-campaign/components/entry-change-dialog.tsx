import { useState } from 'react';
import {
  ExpressEntryCorrectionSchema,
  ExpressEntryWithdrawalSchema,
  type ExpressAdminEntry,
} from '@lumen/validation/promotions';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { Dialog, DialogClose, DialogContent } from '@lumen/ui-kit/dialog';
import { useToast } from '#src/components/toast.tsx';
import { localToday } from '#src/lib/dates.ts';
import { apiFieldErrors, schemaFieldErrors, type FieldErrors } from '#src/lib/field-errors.ts';
import { messageText } from '#src/lib/messages.ts';
import { useCorrectExpressEntry, useWithdrawExpressEntry } from '../api/change-express-entry.ts';
import { Field, useFieldMessages } from './labelled-field.tsx';

export type EntryChange = 'correct' | 'withdraw';

const INPUT =
  'focus-ring h-10 w-full rounded-md border border-ink-300 bg-white px-3 text-base text-ink-900 ' +
  'aria-invalid:border-danger-600';

const PARTS = ['minutes', 'seconds', 'milliseconds'] as const;
type Part = (typeof PARTS)[number];
const LABELS: Record<Part, string> = {
  minutes: 'Minutes',
  seconds: 'Seconds',
  milliseconds: 'Milliseconds',
};

/** A stored time as the three boxes the form takes. */
const toParts = (ms: number): Record<Part, string> => ({
  minutes: String(Math.floor(ms / 60_000)),
  seconds: String(Math.floor((ms % 60_000) / 1000)),
  milliseconds: String(ms % 1000),
});

/**
 * Correct (wholesaler, day, each contractor's time) or withdraw one entry, with the reason the
 * audit log keeps. Checked with the API's own schema first; a refusal stays in the dialog,
 * beside its field.
 */
export function EntryChangeDialog({
  entry,
  kind,
  onClose,
}: {
  entry: ExpressAdminEntry;
  kind: EntryChange;
  onClose: () => void;
}) {
  const toast = useToast();
  const correct = useCorrectExpressEntry();
  const withdraw = useWithdrawExpressEntry();
  const mutation = kind === 'correct' ? correct : withdraw;
  const [wholesaler, setWholesaler] = useState(entry.wholesaler);
  const [startDate, setStartDate] = useState(entry.startDate);
  const [times, setTimes] = useState(() => entry.contractors.map((c) => toParts(c.timeTaken)));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const { fieldId, described, errorOf } = useFieldMessages(errors);

  const onSubmit = () => {
    const done = (message: string) => {
      toast(message, { tone: 'success' });
      onClose();
    };
    const failed = (error: unknown) => setErrors(apiFieldErrors(error));
    if (kind === 'withdraw') {
      const parsed = ExpressEntryWithdrawalSchema.safeParse({ reason });
      if (!parsed.success) return setErrors(schemaFieldErrors(parsed.error));
      setErrors({});
      withdraw.mutate(
        { id: entry.id, ...parsed.data },
        { onSuccess: () => done(messageText('express.withdrawnDone')), onError: failed },
      );
      return;
    }
    const body = {
      wholesaler,
      startDate,
      times: entry.contractors.map((c, i) => ({ id: c.id, ...times[i]! })),
      reason,
    };
    const parsed = ExpressEntryCorrectionSchema.safeParse(body);
    if (!parsed.success) return setErrors(schemaFieldErrors(parsed.error));
    setErrors({});
    // The times as typed: the API converts them with the same schema.
    correct.mutate(
      { id: entry.id, ...body, wholesaler: parsed.data.wholesaler, reason: parsed.data.reason },
      { onSuccess: () => done(messageText('express.corrected')), onError: failed },
    );
  };

  const title = kind === 'correct' ? `Correct entry ${entry.id}` : `Withdraw entry ${entry.id}`;
  return (
    <Dialog open onOpenChange={(isOpen) => (isOpen ? null : onClose())}>
      <DialogContent
        title={title}
        description={
          kind === 'correct'
            ? `${entry.wholesaler}, ${entry.startDate}, filed under ${entry.asmName}.`
            : `${entry.wholesaler}, ${entry.startDate}: its times leave the public leaderboard. The entry is kept for the audit log.`
        }
      >
        <form
          noValidate
          className="mt-4 grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {kind === 'correct' ? (
            <>
              <Field
                label="Wholesaler"
                htmlFor={fieldId('wholesaler')}
                error={errorOf('wholesaler')}
              >
                <input
                  {...described('wholesaler')}
                  value={wholesaler}
                  onChange={(e) => setWholesaler(e.target.value)}
                  className={INPUT}
                />
              </Field>
              <Field label="Date" htmlFor={fieldId('startDate')} error={errorOf('startDate')}>
                <input
                  {...described('startDate')}
                  type="date"
                  max={localToday()}
                  value={startDate}
                  onChange={(e) => setStartDate(e.target.value)}
                  className={INPUT}
                />
              </Field>
              {entry.contractors.map((c, i) => (
                <fieldset
                  key={c.id}
                  className="grid gap-3 rounded-md border border-ink-200 p-3 sm:grid-cols-3"
                >
                  <legend className="px-1 text-sm font-semibold">{c.contractor}</legend>
                  {PARTS.map((part) => {
                    const path = `times.${i}.${part}`;
                    return (
                      <Field
                        key={part}
                        label={LABELS[part]}
                        htmlFor={fieldId(path)}
                        error={errorOf(path)}
                      >
                        <input
                          {...described(path)}
                          value={times[i]![part]}
                          inputMode="numeric"
                          autoComplete="off"
                          onChange={(e) =>
                            setTimes((all) =>
                              all.map((t, j) => (j === i ? { ...t, [part]: e.target.value } : t)),
                            )
                          }
                          className={INPUT}
                        />
                      </Field>
                    );
                  })}
                </fieldset>
              ))}
            </>
          ) : null}
          <Field label="Reason" htmlFor={fieldId('reason')} error={errorOf('reason')}>
            <textarea
              {...described('reason')}
              value={reason}
              rows={2}
              onChange={(e) => setReason(e.target.value)}
              className={`${INPUT} h-auto py-2`}
            />
          </Field>
          <p role="alert" className="text-sm font-medium text-danger-600 empty:hidden">
            {errors[''] ?? ''}
          </p>
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose className={buttonClassName({ variant: 'outline' })}>Cancel</DialogClose>
            <button
              type="submit"
              className={buttonClassName({ variant: 'secondary' })}
              disabled={mutation.isPending}
            >
              {mutation.isPending
                ? 'Working…'
                : kind === 'correct'
                  ? 'Save correction'
                  : 'Withdraw'}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
