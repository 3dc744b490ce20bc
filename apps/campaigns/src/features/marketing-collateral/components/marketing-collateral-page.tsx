import { paths } from '@lumen/site-shell/config/paths.ts';
import { PageHero } from '@lumen/site-shell/components/page-hero.tsx';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { Image } from '@lumen/ui-kit/image';
import { VisuallyHidden } from '@lumen/ui-kit/visually-hidden';
import type { MarketingCollateralData } from '../api/get-marketing-collateral.server.ts';

/**
 * The marketing collateral page (campaigns spec §2.7): a back button to the home page (the
 * site's: a document load) and the downloadable items.
 */
export function MarketingCollateralPage({ page }: { page: MarketingCollateralData }) {
  const t = useTranslator();
  return (
    <>
      <PageHero
        title={page.title}
        description={page.description}
        image={page.heroImage}
        alternativeText={page.alternativeText}
      />
      <div className="mx-auto max-w-7xl px-4 py-12">
        <a href={paths.home.getHref()} className={buttonClassName({ variant: 'outline' })}>
          ← {page.backButtonText || t('common.back')}
        </a>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.items.map((item) => (
            <li
              key={item.title}
              className="flex flex-col overflow-hidden rounded-lg border border-ink-200 bg-white"
            >
              <Image
                src={item.image}
                alt=""
                width={480}
                height={320}
                loading="lazy"
                className="aspect-[3/2] w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-4">
                <h2 className="text-lg font-semibold text-ink-950">{item.title}</h2>
                {item.description ? <p className="mt-2 text-ink-800">{item.description}</p> : null}
                {item.downloadFile ? (
                  <a
                    href={item.downloadFile}
                    download
                    className={`${buttonClassName({ size: 'sm' })} mt-4 self-start`}
                  >
                    {item.downloadCta || t('common.download')}
                    <VisuallyHidden>: {item.title}</VisuallyHidden>
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
