import { markdownToPlainText } from '@lumen/site-shell/lib/markdown.ts';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { getPrivacyPolicyContent } from '#src/features/policies/api/get-policy-content.server.ts';
import { contentPageMeta } from '#src/lib/content-page.server.ts';
import { notFound } from '@lumen/site-shell/lib/http.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';

/** /privacy-policy (spec §2): the text, the four cookie tables and the conclusion. */
export async function loadPrivacyPolicy(scope: RequestScope) {
  const data = await getPrivacyPolicyContent(scope);
  const heading = data.privacyPolicyHeading;
  if (!heading?.title) notFound();
  return {
    heading,
    tables: data.privacyPolicyRelations,
    meta: contentPageMeta(scope, {
      title: heading.seoTitle ?? heading.title,
      description:
        heading.seoDescription ?? markdownToPlainText(heading.content ?? '').slice(0, 160),
      path: paths.privacyPolicy.getHref(),
      image: heading.ogImage,
      name: heading.title,
    }),
  };
}
