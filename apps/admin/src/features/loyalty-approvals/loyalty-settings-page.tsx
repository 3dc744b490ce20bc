import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  LOYALTY_LIMITS,
  LoyaltySettingsSchema,
  type LoyaltySettings,
} from '@lumen/validation/loyalty-approvals';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { FILTER_INPUT_CLASS } from '#src/components/date-range-filter.tsx';
import { ListStatus } from '#src/components/list-status.tsx';
import { PageTitle } from '#src/components/page-title.tsx';
import { useToast } from '#src/components/toast.tsx';
import { messageText } from '#src/lib/messages.ts';
import {
  loyaltySettingsOptions,
  saveLoyaltySettings,
  useLoyaltySettings,
} from './loyalty-approvals-api.ts';

/** /loyalty-settings (super admins; decision 034): §5's thresholds and the daily upload limit. */
export function LoyaltySettingsPage() {
  const settings = useLoyaltySettings();
  return (
    <>
      <PageTitle>Loyalty Settings</PageTitle>
      {settings.isPending ? (
        <ListStatus state="loading" />
      ) : settings.isError ? (
        <ListStatus state="error" onRetry={() => void settings.refetch()}>
          The settings could not be loaded: {settings.error.message}
        </ListStatus>
      ) : (
        <SettingsForm initial={settings.data} />
      )}
    </>
  );
}

const FIELDS = [
  { key: 'preferredSupplier', label: 'The one supplier (higher threshold)', type: 'text' },
  { key: 'preferredSupplierPoints', label: 'Points for its invoices', type: 'number' },
  { key: 'otherSupplierPoints', label: 'Points for other suppliers’ invoices', type: 'number' },
  { key: 'dailyUploadLimit', label: 'Uploads a day before an invoice is flagged', type: 'number' },
] as const;

function SettingsForm({ initial }: { initial: LoyaltySettings }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Record<string, string>>(
    Object.fromEntries(Object.entries(initial).map(([k, v]) => [k, String(v)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setSaving] = useState(false);

  return (
    <form
      className="flex max-w-md flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = LoyaltySettingsSchema.safeParse({
          preferredSupplier: form.preferredSupplier,
          preferredSupplierPoints: Number(form.preferredSupplierPoints),
          otherSupplierPoints: Number(form.otherSupplierPoints),
          dailyUploadLimit: Number(form.dailyUploadLimit),
        });
        if (!parsed.success) {
          setErrors(
            Object.fromEntries(
              parsed.error.issues.map((i) => [String(i.path[0]), messageText(i.message)]),
            ),
          );
          return;
        }
        setErrors({});
        setSaving(true);
        saveLoyaltySettings(parsed.data)
          .then((saved) => {
            queryClient.setQueryData(loyaltySettingsOptions.queryKey, saved);
            toast('Settings saved', { tone: 'success' });
          })
          .catch((error: unknown) =>
            toast(error instanceof Error ? error.message : 'The settings were not saved.', {
              tone: 'error',
            }),
          )
          .finally(() => setSaving(false));
      }}
    >
      <p className="text-sm text-ink-700">
        Spec §5: invoices from the one supplier earn its threshold of points, others the lower one.
        An invoice is flagged when its customer uploaded more than the daily limit that UTC day.
      </p>
      {FIELDS.map((f) => (
        <label key={f.key} className="flex flex-col gap-1 text-sm font-medium">
          {f.label}
          <input
            name={f.key}
            type={f.type}
            inputMode={f.type === 'number' ? 'numeric' : undefined}
            maxLength={f.type === 'text' ? LOYALTY_LIMITS.supplierMax : undefined}
            className={FILTER_INPUT_CLASS}
            value={form[f.key] ?? ''}
            aria-invalid={errors[f.key] ? true : undefined}
            aria-describedby={errors[f.key] ? `${f.key}-error` : undefined}
            onChange={(e) => setForm({ ...form, [f.key]: e.target.value })}
          />
          <span id={`${f.key}-error`} className="text-danger-600 empty:hidden">
            {errors[f.key] ?? ''}
          </span>
        </label>
      ))}
      <button
        type="submit"
        className={buttonClassName({ variant: 'primary' }) + ' self-start'}
        disabled={isSaving}
      >
        {isSaving ? 'Saving…' : 'Save settings'}
      </button>
    </form>
  );
}
