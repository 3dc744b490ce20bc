import { useEffect, useId, useMemo } from 'react';
import { AppLink } from '@lumen/site-shell/components/app-link.tsx';
import { PageHero } from '@lumen/site-shell/components/page-hero.tsx';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { Image } from '@lumen/ui-kit/image';
import type { ZiignaBuilderHeader } from '../api/get-ziigna-builder.server.ts';
import { useBuilderState } from '../hooks/use-builder-state.ts';
import { buildCatalog, type BuilderCatalog, type BuilderContent } from '../state/catalog.ts';
import { modulesWithoutData } from '../state/rules.ts';
import { selectionsSummary, shareUrl } from '../state/summary.ts';
import type { LinkProblems } from '../state/url.ts';
import { BuilderActions, type QuoteConfig } from './builder-actions.tsx';
import { BuilderForm } from './builder-form.tsx';
import { CopyLink } from './copy-link.tsx';

type BuilderPageProps = {
  /** Where 'Get a Quote' sends the request, and in which language and edition. */
  quote: QuoteConfig;
  header: ZiignaBuilderHeader;
  content: BuilderContent;
  /** The linear-lighting page the back link leads to. */
  backHref: string;
};

/** What a link could not give, said politely: titles only, never the link's own text. */
function LinkNotice({ problems, catalog }: { problems: LinkProblems; catalog: BuilderCatalog }) {
  const t = useTranslator();
  const titles = new Map<string, string>();
  for (const param of catalog.params) {
    titles.set(param.id, param.title);
    for (const value of param.values) for (const s of value.subParams) titles.set(s.id, s.title);
  }
  if (catalog.output) titles.set(catalog.output.id, catalog.output.title);
  const unreadable = problems.unreadable.map((id) => titles.get(id) ?? id);
  if (!unreadable.length && !problems.leftOut) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8">
      <div className="rounded-md border border-brand-600 bg-brand-50 px-4 py-3 text-ink-950">
        {unreadable.length ? (
          <p>{t('ziignaBuilder.link.partlyRead', { parameters: unreadable.join(', ') })}</p>
        ) : null}
        {problems.leftOut ? <p>{t('ziignaBuilder.link.leftOut')}</p> : null}
      </div>
    </div>
  );
}

/**
 * /ziigna-linear-lighting/builder (campaigns spec §2.6, §4, §5): the back link, banner and
 * header, the parameters' panels, the Modules step and the output panel, the selections with
 * 'Copy link', and the two buttons that make the datasheet and open the quote form (`BuilderActions`).
 */
export function BuilderPage({ header, content, backHref, quote }: BuilderPageProps) {
  const t = useTranslator();
  const catalog = useMemo(() => buildCatalog(content), [content]);
  const { state, problems, update } = useBuilderState(catalog);
  const summaryId = useId();
  const noneSelected = t('ziignaBuilder.noneSelected');
  const { lines } = selectionsSummary(state, catalog, { origin: '', noneSelected });
  const linesById = new Map(lines.map((line) => [line.id, line]));

  // Spec §8: a chosen module that content gives no sub-parameters for is logged, not shown.
  const withoutData = modulesWithoutData(state, catalog).join();
  useEffect(() => {
    if (withoutData) console.warn(`Ziigna builder: no data in selected module ${withoutData}`);
  }, [withoutData]);

  const selections = () =>
    selectionsSummary(state, catalog, { origin: window.location.origin, noneSelected });

  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-6">
        <AppLink href={backHref} className={buttonClassName({ variant: 'link' })}>
          ← {header.backLinkText}
        </AppLink>
      </div>
      <div className="mt-4">
        <PageHero
          title={header.bannerTitle}
          image={header.bannerImage}
          mobileImage={header.mobileBannerImage}
          alternativeText={header.bannerAlternativeText}
        />
      </div>
      {problems ? <LinkNotice problems={problems} catalog={catalog} /> : null}
      <section className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-[minmax(0,1fr)_18rem] md:items-center">
        <div>
          <h2 className="text-2xl font-bold text-ink-950 md:text-3xl">{header.headerTitle}</h2>
          {header.headerDescription ? (
            <p className="mt-4 text-lg text-ink-800">{header.headerDescription}</p>
          ) : null}
        </div>
        <Image
          src={header.headerImage}
          alt={header.headerImageAlternativeText ?? ''}
          width={576}
          height={432}
          className="h-48 w-full rounded-lg object-cover md:h-auto"
        />
      </section>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section aria-labelledby="ziigna-build-title" className="min-w-0">
          <h2 id="ziigna-build-title" className="mb-4 text-2xl font-bold text-ink-950">
            {header.buildZiignaTitle}
          </h2>
          <BuilderForm catalog={catalog} state={state} lines={linesById} onChange={update} />
        </section>
        <aside
          aria-labelledby={summaryId}
          className="rounded-lg border border-ink-200 bg-ink-50 p-5"
        >
          <h2 id={summaryId} className="text-xl font-bold text-ink-950">
            {t('ziignaBuilder.summary')}
          </h2>
          <dl className="mt-4 grid gap-2 text-sm">
            {lines.map((line) => (
              <div key={line.id} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-2">
                <dt className="text-ink-700">{line.title}</dt>
                <dd className="font-medium break-words text-ink-950">{line.text}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-5">
            <CopyLink getUrl={() => shareUrl(window.location.origin, state, catalog)} />
          </div>
          <BuilderActions
            completeLabel={header.completeCTA}
            quoteLabel={header.quoteCTA}
            quote={quote}
            getSelections={selections}
          />
        </aside>
      </div>
    </>
  );
}
