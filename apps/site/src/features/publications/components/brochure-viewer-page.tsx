import { Link } from 'react-router';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import type { Brochure } from '../types.ts';
import { DownloadIcon } from './catalogue-viewer-page.tsx';
import { Flipbook } from './flipbook.tsx';

/** /lighting-guides/{slug}: the guide in the flipbook, with its PDF to download. */
export function BrochureViewerPage({ brochure }: { brochure: Brochure }) {
  const t = useTranslator();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Link
        to={paths.lightingGuides.list.getHref()}
        className={`${buttonClassName({ variant: 'link' })} mb-4`}
      >
        <span aria-hidden="true">←</span> {t('guides.backToList')}
      </Link>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-semibold text-ink-950 md:text-4xl">{brochure.title}</h1>
        {brochure.downloadFile ? (
          <a
            href={brochure.downloadFile}
            download
            className={buttonClassName({ variant: 'primary' })}
          >
            <DownloadIcon />
            {brochure.downloadCta ?? t('common.download')}
          </a>
        ) : null}
      </div>
      {brochure.pageCount && brochure.pageImageTemplate ? (
        <Flipbook
          title={brochure.title}
          pageCount={brochure.pageCount}
          pageImageTemplate={brochure.pageImageTemplate}
        />
      ) : null}
    </div>
  );
}
