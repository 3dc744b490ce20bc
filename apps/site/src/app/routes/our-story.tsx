import { OurStoryPage } from '#src/features/our-story/components/our-story-page.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/our-story';
import { loadOurStory } from './our-story.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadOurStory(requestScopeOf(context));
}

/** Built by the loader, so the tag builders stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function OurStory({ loaderData }: Route.ComponentProps) {
  return <OurStoryPage data={loaderData.data} />;
}
