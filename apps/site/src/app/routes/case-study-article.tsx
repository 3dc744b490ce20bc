import { CaseStudyArticlePage } from '#src/features/case-studies/components/case-study-article-page.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import { useRootData } from '@lumen/site-shell/root/root-data.ts';
import type { Route } from './+types/case-study-article';
import { loadCaseStudyArticle } from './case-study-article.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCaseStudyArticle(requestScopeOf(context), request);
}

/** Built by the loader, so the tag builders stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CaseStudyArticle({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  if (!root) return null;
  return <CaseStudyArticlePage study={loaderData.study} forms={root.config.marketingForms} />;
}
