import { RangeTiles } from '#src/features/catalogue/components/range-tiles.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/select-range';
import { loadSelectRange } from './select-range.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSelectRange(requestScopeOf(context), request);
}

/** Built by the loader, so the tag builders stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function SelectRange({ loaderData }: Route.ComponentProps) {
  return <RangeTiles selection={loaderData.selection} />;
}
