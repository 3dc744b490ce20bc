import { NewsArticlePage } from '#src/features/news/components/news-article-page.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/news-article';
import { loadNewsArticle } from './news-article.server.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadNewsArticle(requestScopeOf(context), params.slug);
}

/** Built by the loader, so the tag builders stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  return <NewsArticlePage article={loaderData.article} />;
}
