import { Dialog, DialogContent } from '@lumen/ui-kit/dialog';
import { MarketingForm } from '@lumen/site-shell/components/marketing-form.tsx';
import type { MarketingFormsConfig } from '@lumen/site-shell/config/env.ts';
import { useReturnFocus } from '@lumen/site-shell/hooks/use-return-focus.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';

/**
 * A catalogue's download dialog (spec §2 Catalogues): the external marketing form for that
 * catalogue, which sends the file once the visitor has filled it in. Loaded on first open.
 */
export function CatalogueDownloadDialog({
  forms,
  heading,
  title,
  formId,
  onClose,
}: {
  forms: MarketingFormsConfig;
  heading: string | null;
  title: string;
  formId: string | null;
  onClose: () => void;
}) {
  const t = useTranslator();
  const returnFocus = useReturnFocus();
  return (
    <Dialog open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent
        size="md"
        title={heading ? t('catalogues.downloadDialog', { heading, title }) : title}
        closeLabel={t('common.close')}
        onCloseAutoFocus={returnFocus}
      >
        <MarketingForm config={forms} formId={formId ?? undefined} className="mt-6 min-h-40" />
      </DialogContent>
    </Dialog>
  );
}
