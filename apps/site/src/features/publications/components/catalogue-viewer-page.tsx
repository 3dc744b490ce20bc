import { Link } from 'react-router';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import type { MarketingFormsConfig } from '@lumen/site-shell/config/env.ts';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import type { Catalogue, CataloguesContent } from '../types.ts';
import { CatalogueDownloadButton } from './catalogue-download-button.tsx';
import { Flipbook } from './flipbook.tsx';

/**
 * /product-catalogue/{slug} (spec §2 Catalogues): the title, a download icon that opens the
 * catalogue's form, and the flipbook over its pages, or the frame of a hosted edition when
 * content gives one.
 */
export function CatalogueViewerPage({
  header,
  catalogue,
  forms,
}: {
  header: CataloguesContent['header'];
  catalogue: Catalogue;
  forms: MarketingFormsConfig;
}) {
  const t = useTranslator();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Link
        to={paths.productCatalogue.list.getHref()}
        className={`${buttonClassName({ variant: 'link' })} mb-4`}
      >
        <span aria-hidden="true">←</span> {t('catalogues.backToList')}
      </Link>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-semibold text-ink-950 md:text-4xl">{catalogue.title}</h1>
        <CatalogueDownloadButton
          forms={forms}
          heading={header.downloadDialogTitle}
          title={catalogue.title}
          formId={catalogue.formId}
          variant="primary"
        >
          <DownloadIcon />
          {catalogue.downloadCta ?? t('common.download')}
        </CatalogueDownloadButton>
      </div>
      {catalogue.iframeUrl ? (
        <iframe
          src={catalogue.iframeUrl}
          title={t('flipbook.frameTitle', { title: catalogue.title })}
          className="h-[80vh] min-h-[500px] w-full rounded-lg border border-ink-100"
          allow="fullscreen"
          allowFullScreen
          data-testid="catalogue-frame"
        />
      ) : catalogue.pageCount && catalogue.pageImageTemplate ? (
        <Flipbook
          title={catalogue.title}
          pageCount={catalogue.pageCount}
          pageImageTemplate={catalogue.pageImageTemplate}
        />
      ) : null}
    </div>
  );
}

export function DownloadIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="mr-2 size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 3v12m0 0-5-5m5 5 5-5M4 21h16" />
    </svg>
  );
}
