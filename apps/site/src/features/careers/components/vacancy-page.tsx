import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { Image } from '@lumen/ui-kit/image';
import { Link } from 'react-router';
import { AppLink } from '@lumen/site-shell/components/app-link.tsx';
import { Markdown } from '@lumen/site-shell/components/markdown.tsx';
import { paths } from '@lumen/site-shell/config/paths.ts';
import type { VacancyPageData } from '../types.ts';

/**
 * /careers/vacancy-details/?vacancy= (spec §2): title, facts, Markdown description, the apply
 * button and back buttons to /careers, over the vacancy pages' own default cover (spec §8).
 */
export function VacancyPage({ data }: { data: VacancyPageData }) {
  const { vacancy: v, header } = data;
  const back = (
    <Link
      to={paths.careers.list.getHref()}
      prefetch="intent"
      className={buttonClassName({ variant: 'outline' })}
    >
      {header?.backButtonText}
    </Link>
  );
  const apply = v.apply ? (
    <AppLink
      href={v.apply.href}
      isExternal={v.apply.isExternal}
      className={buttonClassName({ variant: 'primary' })}
      data-vacancy-apply={v.pageSlug}
    >
      {v.applyNowCta}
    </AppLink>
  ) : null;
  const facts = [
    [header?.locationLabel, v.locations],
    [header?.typeLabel, v.types],
    [header?.departmentLabel, v.departments],
  ] as const;
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      {back}
      <Image
        src={header?.coverImage}
        alt={header?.alternativeText ?? ''}
        width={960}
        height={640}
        fetchPriority="high"
        className="mt-6 aspect-[3/1] w-full rounded-lg object-cover"
      />
      <h1 className="mt-8 text-3xl font-bold text-ink-950 md:text-4xl">{v.title}</h1>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        {facts.map(([label, values]) =>
          label && values.length ? (
            <div key={label}>
              <dt className="text-sm font-semibold text-ink-700">{label}</dt>
              <dd className="text-ink-950">{values.join(', ')}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <div className="mt-6">{apply}</div>
      <Markdown source={v.descripton} className="mt-8 text-ink-800" />
      <aside className="mt-10 rounded-lg bg-ink-50 p-6" aria-labelledby="vacancy-apply">
        <h2 id="vacancy-apply" className="text-xl font-bold text-ink-950">
          {header?.applyHeading}
        </h2>
        <p className="mt-2 text-ink-800">{header?.applyText}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          {apply}
          {back}
        </div>
      </aside>
    </article>
  );
}
