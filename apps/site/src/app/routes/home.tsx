import { HomePage } from '#src/features/home/components/home-page.tsx';
import { unpack } from '@lumen/site-shell/lib/packed-data.ts';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import { useRootData } from '@lumen/site-shell/root/root-data.ts';
import type { Route } from './+types/home';
import { loadHome } from './home.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadHome(requestScopeOf(context));
}

/** Built by the loader (home.server.ts), so the tag builders are not in the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? unpack(loaderData).meta : [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  if (!root) return null;
  return <HomePage content={unpack(loaderData).content} forms={root.config.marketingForms} />;
}
