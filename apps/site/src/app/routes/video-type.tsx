import { VideoTypePage } from '#src/features/videos/components/video-type-page.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/video-type';
import { loadVideoType } from './video-type.server.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadVideoType(requestScopeOf(context), request, params.pageSlug);
}

/** Built by the loader, so the tag builders stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function VideoType({ loaderData }: Route.ComponentProps) {
  return <VideoTypePage content={loaderData.content} />;
}
