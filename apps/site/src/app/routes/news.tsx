import { NewsPage } from '#src/features/news/components/news-page.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/news';
import { loadNews } from './news.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadNews(requestScopeOf(context), request);
}

/** Built by the loader, so the tag builders stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function News({ loaderData }: Route.ComponentProps) {
  return <NewsPage page={loaderData.page} />;
}
