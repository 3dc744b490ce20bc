import { VideosPage } from '#src/features/videos/components/videos-page.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/videos';
import { loadVideos } from './videos.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadVideos(requestScopeOf(context), request);
}

/** Built by the loader, so the tag builders stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Videos({ loaderData }: Route.ComponentProps) {
  return <VideosPage content={loaderData.content} />;
}
