import { markdownToPlainText } from '@lumen/site-shell/lib/markdown.ts';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { getTermsContent } from '#src/features/policies/api/get-policy-content.server.ts';
import { contentPageMeta } from '#src/lib/content-page.server.ts';
import { notFound } from '@lumen/site-shell/lib/http.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';

/** /terms-conditions (spec §2): Markdown with a back button to home. */
export async function loadTerms(scope: RequestScope) {
  const { terms } = await getTermsContent(scope);
  if (!terms?.title) notFound();
  return {
    terms,
    meta: contentPageMeta(scope, {
      title: terms.seoTitle ?? terms.title,
      description: terms.seoDescription ?? markdownToPlainText(terms.content ?? '').slice(0, 160),
      path: paths.termsConditions.getHref(),
      image: terms.ogImage,
      name: terms.title,
    }),
  };
}
