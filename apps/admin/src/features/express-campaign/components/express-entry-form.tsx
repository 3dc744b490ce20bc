import { useId, useRef, useState } from 'react';
import { ExpressEntrySchema } from '@lumen/validation/promotions';
import { EXPRESS_COUNTRIES, EXPRESS_LIMITS } from '@lumen/validation/promotions-constants';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { TOAST_MS, useToast } from '#src/components/toast.tsx';
import { localToday } from '#src/lib/dates.ts';
import { apiFieldErrors, schemaFieldErrors, type FieldErrors } from '#src/lib/field-errors.ts';
import { messageText } from '#src/lib/messages.ts';
import { useCreateExpressEntry } from '../api/create-express-entry.ts';
import { useAsmAccounts } from '../api/get-asm-accounts.ts';
import { Field, useFieldMessages } from './labelled-field.tsx';

const INPUT =
  'focus-ring h-11 w-full rounded-md border border-ink-300 bg-white px-3 text-base text-ink-900 ' +
  'aria-invalid:border-danger-600';

type Row = {
  key: number;
  contractor: string;
  minutes: string;
  seconds: string;
  milliseconds: string;
};
type TimePart = 'minutes' | 'seconds' | 'milliseconds';
type Values = {
  /** The chosen ASM account's id, as the select holds it; '' for none (and for an ASM). */
  asmStaffId: string;
  wholesaler: string;
  country: string;
  startDate: string;
  rows: Row[];
};

const TIME_PARTS: { part: TimePart; label: string; max: number }[] = [
  { part: 'minutes', label: 'Minutes', max: EXPRESS_LIMITS.maxMinutes },
  { part: 'seconds', label: 'Seconds', max: EXPRESS_LIMITS.maxSeconds },
  { part: 'milliseconds', label: 'Milliseconds', max: EXPRESS_LIMITS.maxMilliseconds },
];

// Row keys only need to be unique within this screen's life.
let nextKey = 1;
const emptyRow = (): Row => ({
  key: nextKey++,
  contractor: '',
  minutes: '',
  seconds: '',
  milliseconds: '',
});
/** Spec §4/§5: the date defaults to today, and a fresh form has one empty contractor row. */
const initialValues = (): Values => ({
  asmStaffId: '',
  wholesaler: '',
  country: '',
  startDate: localToday(),
  rows: [emptyRow()],
});

/**
 * What the shared schema and the API take: the rows without their React keys, and the ASM's
 * id only when one was chosen (an ASM's own entry names nobody; the API files it as theirs).
 */
const toEntry = (v: Values) => ({
  ...(v.asmStaffId === '' ? {} : { asmStaffId: Number(v.asmStaffId) }),
  wholesaler: v.wholesaler,
  country: v.country,
  startDate: v.startDate,
  contractorDetails: v.rows.map(({ contractor, minutes, seconds, milliseconds }) => ({
    contractor,
    minutes,
    seconds,
    milliseconds,
  })),
});

const FIELD_ORDER = (rows: number) => [
  'asmStaffId',
  'wholesaler',
  'country',
  'startDate',
  'contractorDetails',
  ...Array.from({ length: rows }, (_, i) =>
    ['contractor', 'minutes', 'seconds', 'milliseconds'].map((f) => `contractorDetails.${i}.${f}`),
  ).flat(),
];

/**
 * The express time-trial entry (spec §2.2, §4, §5, §8): an ASM, the wholesaler visited, the
 * country and day, and each contractor's time. Checked with the API's own schema before it is
 * sent; a refusal of either keeps what was typed and shows each message beside its field
 * (the old product showed nothing on failure). An ASM's entry is their own (the ASM field
 * shows their name); an admin chooses the ASM account from the API's list.
 */
export function ExpressEntryForm({ asm }: { asm: { canChoose: boolean; ownName: string } }) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useCreateExpressEntry();
  const asmAccounts = useAsmAccounts(asm.canChoose);
  // Set in the same tick as the click, so a second click before React re-renders (and
  // disables the button) cannot send the entry twice (spec §4: the submit flag).
  const isSending = useRef(false);
  const toast = useToast();
  const id = useId();
  const today = localToday();

  const { fieldId, described, errorOf } = useFieldMessages(errors);
  const top = (name: 'asmStaffId' | 'wholesaler' | 'country' | 'startDate') => ({
    ...described(name),
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  const setRow = (index: number, change: Partial<Row>) =>
    setValues((v) => ({
      ...v,
      rows: v.rows.map((r, i) => (i === index ? { ...r, ...change } : r)),
    }));
  const canAdd = values.rows.length < EXPRESS_LIMITS.maxContractors;

  const addRow = () => {
    if (canAdd) setValues((v) => ({ ...v, rows: [...v.rows, emptyRow()] }));
  };
  const removeRow = (index: number) => {
    // Spec §4: at least one contractor row stays; the minus does nothing on the last one.
    if (values.rows.length <= 1) return;
    setValues((v) => ({ ...v, rows: v.rows.filter((_, i) => i !== index) }));
    // The rows' messages are named by position, which has just shifted.
    setErrors((e) =>
      Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('contractorDetails.'))),
    );
  };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      className="grid gap-5 rounded-lg border border-ink-200 bg-white p-5 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (isSending.current) return;
        const entry = toEntry(values);
        const parsed = ExpressEntrySchema.safeParse(entry);
        // The schema lets an ASM name nobody; an admin must (the API refuses it too).
        const isAsmMissing = asm.canChoose && values.asmStaffId === '';
        if (!parsed.success || isAsmMissing) {
          const found = parsed.success ? {} : schemaFieldErrors(parsed.error);
          if (isAsmMissing) found.asmStaffId = messageText('express.error.asmRequired');
          setErrors(found);
          // Straight to the first field to fix; its message is its description.
          const first = FIELD_ORDER(values.rows.length).find((n) => found[n]);
          if (first) document.getElementById(fieldId(first))?.focus();
          return;
        }
        setErrors({});
        isSending.current = true;
        // The checked values (trimmed names), with the times as typed: the API converts them.
        mutation.mutate(
          { ...parsed.data, contractorDetails: entry.contractorDetails },
          {
            onSuccess: () => {
              setValues(initialValues());
              toast(messageText('express.submitted'), {
                tone: 'success',
                durationMs: TOAST_MS.normal,
              });
            },
            onError: (error) => setErrors(apiFieldErrors(error)),
            onSettled: () => {
              isSending.current = false;
            },
          },
        );
      }}
    >
      <h2 id={`${id}-heading`} className="font-display text-lg font-semibold">
        New entry
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="ASM" htmlFor={fieldId('asmStaffId')} error={errorOf('asmStaffId')}>
          {asm.canChoose ? (
            <select {...top('asmStaffId')} className={INPUT}>
              <option value="">
                {asmAccounts.isPending ? 'Loading ASM accounts…' : 'Choose an ASM'}
              </option>
              {(asmAccounts.data ?? []).map((account) => (
                <option key={account.id} value={String(account.id)}>
                  {account.displayName}
                </option>
              ))}
            </select>
          ) : (
            // Filed under the signed-in account: shown, not chosen.
            <input
              {...described('asmStaffId')}
              value={asm.ownName}
              readOnly
              className={`${INPUT} bg-ink-50`}
            />
          )}
          {asmAccounts.isError ? (
            <p className="text-sm text-danger-600">The ASM accounts could not be loaded.</p>
          ) : null}
        </Field>
        <Field label="Wholesaler" htmlFor={fieldId('wholesaler')} error={errorOf('wholesaler')}>
          <input {...top('wholesaler')} autoComplete="organization" className={INPUT} />
        </Field>
        <Field label="Country" htmlFor={fieldId('country')} error={errorOf('country')}>
          <select {...top('country')} className={INPUT}>
            <option value="">Choose a country</option>
            {EXPRESS_COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Date" htmlFor={fieldId('startDate')} error={errorOf('startDate')}>
          <input {...top('startDate')} type="date" max={today} className={INPUT} />
        </Field>
      </div>

      <div className="grid gap-3">
        <h3 className="font-display text-base font-semibold">Contractors and times</h3>
        {values.rows.map((row, index) => {
          const path = (f: string) => `contractorDetails.${index}.${f}`;
          const n = index + 1;
          return (
            <fieldset
              key={row.key}
              className="grid gap-3 rounded-md border border-ink-200 p-3 sm:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] sm:items-start"
            >
              <legend className="px-1 text-sm font-semibold">Contractor {n}</legend>
              <Field
                label="Name"
                htmlFor={fieldId(path('contractor'))}
                error={errorOf(path('contractor'))}
              >
                <input
                  {...described(path('contractor'))}
                  value={row.contractor}
                  autoComplete="off"
                  onChange={(e) => setRow(index, { contractor: e.target.value })}
                  className={INPUT}
                />
              </Field>
              {TIME_PARTS.map(({ part, label, max }) => (
                <Field
                  key={part}
                  label={label}
                  htmlFor={fieldId(path(part))}
                  error={errorOf(path(part))}
                >
                  {/* Text, not number: the spec's form takes the time as text, and a number
                      box would silently turn "1e2" or a stray scroll into another time. */}
                  <input
                    {...described(path(part))}
                    value={row[part]}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={String(max).length}
                    placeholder={`0–${max}`}
                    onChange={(e) => setRow(index, { [part]: e.target.value })}
                    className={INPUT}
                  />
                </Field>
              ))}
              <div className="flex items-end sm:h-full sm:pt-6">
                <button
                  type="button"
                  aria-label={`Remove contractor ${n}`}
                  // Not `disabled`: it stays focusable, and its title says why nothing happens.
                  aria-disabled={values.rows.length <= 1 ? true : undefined}
                  title={values.rows.length <= 1 ? 'At least one contractor is needed' : undefined}
                  onClick={() => removeRow(index)}
                  className={buttonClassName({ variant: 'outline', size: 'icon' })}
                >
                  −
                </button>
              </div>
            </fieldset>
          );
        })}
        {errorOf('contractorDetails')}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={addRow}
            aria-disabled={canAdd ? undefined : true}
            className={buttonClassName({ variant: 'outline' })}
          >
            + Add contractor
          </button>
          {canAdd ? null : (
            <p className="text-sm text-ink-600">{messageText('express.error.contractorsMax')}</p>
          )}
        </div>
      </div>

      <p role="alert" className="text-sm font-medium text-danger-600 empty:hidden">
        {errors[''] ?? ''}
      </p>
      <div>
        <button
          type="submit"
          className={buttonClassName({ variant: 'primary' })}
          disabled={mutation.isPending}
        >
          {mutation.isPending ? 'Submitting…' : 'Submit'}
        </button>
      </div>
    </form>
  );
}
