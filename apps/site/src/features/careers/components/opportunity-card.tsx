import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { Link } from 'react-router';
import { AppLink } from '@lumen/site-shell/components/app-link.tsx';
import { paths } from '@lumen/site-shell/config/paths.ts';
import type { Opportunity } from '../types.ts';

/** A vacancy: learn more to its page, apply now by e-mail (Internal) or at its link (External). */
export function OpportunityCard({ opportunity: o }: { opportunity: Opportunity }) {
  return (
    <li className="flex flex-col gap-4 rounded-lg border border-ink-200 bg-white p-5 shadow-card md:flex-row md:items-center md:justify-between">
      <div>
        <h3 className="text-lg font-semibold text-ink-950">{o.title}</h3>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
          {[...o.locations, ...o.types, ...o.departments].map((fact) => (
            <span key={fact}>{fact}</span>
          ))}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-3">
        <Link
          to={paths.careers.vacancy.getHref(o.pageSlug)}
          prefetch="intent"
          className={buttonClassName({ variant: 'outline' })}
          data-vacancy-learn-more={o.pageSlug}
        >
          {o.learnMoreCta}
          <span className="sr-only">: {o.title}</span>
        </Link>
        {o.apply ? (
          <AppLink
            href={o.apply.href}
            isExternal={o.apply.isExternal}
            className={buttonClassName({ variant: 'primary' })}
            data-vacancy-apply={o.pageSlug}
          >
            {o.applyNowCta}
            <span className="sr-only">: {o.title}</span>
          </AppLink>
        ) : null}
      </div>
    </li>
  );
}
