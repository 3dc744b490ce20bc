import { PageHero } from '@lumen/site-shell/components/page-hero.tsx';
import type { PortalLoginData } from '../api/get-portal-login.server.ts';
import { PortalTabs } from './portal-tabs.tsx';

/**
 * /portal-login (campaigns spec §2.7): Contractor, Wholesaler and Employee tabs, each with a
 * link that opens that portal in a new tab. The portals keep their own sign-in; the older per-type forms of
 * the spec had no behaviour, so none is drawn here.
 */
export function PortalLoginPage({ page }: { page: PortalLoginData }) {
  return (
    <>
      <PageHero
        title={page.title}
        description={page.description}
        image={page.heroImage}
        alternativeText={page.alternativeText}
      />
      <div className="mx-auto max-w-4xl px-4 py-12">
        <PortalTabs tabs={page.tabs} />
        {page.helpText ? <p className="mt-10 text-sm text-ink-700">{page.helpText}</p> : null}
      </div>
    </>
  );
}
