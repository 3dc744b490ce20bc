import { BackLink } from '#src/components/back-link.tsx';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { MenuSitemap } from '#src/features/policies/components/menu-sitemap.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import { useRootData } from '@lumen/site-shell/root/root-data.ts';
import type { Route } from './+types/sitemap-page';
import { loadSitemapPage } from './sitemap-page.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadSitemapPage(requestScopeOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const { header } = loaderData;
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
      <BackLink to={paths.home.getHref()} label={header.backButton ?? ''} />
      <h1 className="text-3xl font-semibold text-ink-950 md:text-4xl">{header.title}</h1>
      {header.description ? <p className="text-lg text-ink-700">{header.description}</p> : null}
      <MenuSitemap menus={root?.layout.menus ?? []} />
    </div>
  );
}
