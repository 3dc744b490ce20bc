import { Dialog, DialogContent } from '@lumen/ui-kit/dialog';
import { MarketingForm } from '#src/components/marketing-form.tsx';
import type { MarketingFormsConfig } from '#src/config/env.ts';
import { useReturnFocus } from '#src/hooks/use-return-focus.ts';
import { useTranslator } from '#src/lib/i18n.tsx';

export type NewsletterDialogProps = {
  forms: MarketingFormsConfig;
  description: string | null;
  onClose: () => void;
};

/** The subscription dialog: the external newsletter form, its script loaded once per page. */
export function NewsletterDialog({ forms, description, onClose }: NewsletterDialogProps) {
  const t = useTranslator();
  const returnFocus = useReturnFocus();
  return (
    <Dialog open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent
        size="md"
        title={t('newsletter.dialogTitle')}
        description={description ?? undefined}
        closeLabel={t('common.close')}
        onCloseAutoFocus={returnFocus}
      >
        <MarketingForm config={forms} formId={forms.newsletterFormId} className="mt-6 min-h-40" />
      </DialogContent>
    </Dialog>
  );
}
