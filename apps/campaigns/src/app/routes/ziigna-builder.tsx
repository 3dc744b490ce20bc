import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import { useRootData } from '@lumen/site-shell/root/root-data.ts';
import { BuilderPage } from '#src/features/ziigna-builder/components/builder-page.tsx';
import type { Route } from './+types/ziigna-builder';
import { loadZiignaBuilder } from './ziigna-builder.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadZiignaBuilder(requestScopeOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

// A choice changes only the query, which the page reads itself: like the root's data, the
// builder's content never depends on it, so the root's rule serves (no refetch per choice).
export { shouldRevalidate } from '@lumen/site-shell/root/document.tsx';

export default function ZiignaBuilder({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <BuilderPage
      header={loaderData.header}
      content={loaderData.content}
      backHref={loaderData.backHref}
      quote={{
        apiUrl: root?.config.publicApiUrl ?? '',
        locale: root?.visitor.locale ?? 'en-GB',
        edition: root?.visitor.edition ?? 'uk',
      }}
    />
  );
}
