import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@lumen/ui-kit/button';
import type { MarketingFormsConfig } from '@lumen/site-shell/config/env.ts';

const loadDialog = () => import('./catalogue-download-dialog.tsx');
const CatalogueDownloadDialog = lazy(() =>
  loadDialog().then((m) => ({ default: m.CatalogueDownloadDialog })),
);

/** The download button: opens the catalogue's form dialog, whose code loads on hover or press. */
export function CatalogueDownloadButton({
  forms,
  heading,
  title,
  formId,
  children,
  ...buttonProps
}: Omit<ButtonProps, 'onClick' | 'title'> & {
  forms: MarketingFormsConfig;
  heading: string | null;
  title: string;
  formId: string | null;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        {...buttonProps}
        onPointerEnter={() => void loadDialog()}
        onClick={() => setIsOpen(true)}
      >
        {children}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <CatalogueDownloadDialog
            forms={forms}
            heading={heading}
            title={title}
            formId={formId}
            onClose={() => setIsOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
