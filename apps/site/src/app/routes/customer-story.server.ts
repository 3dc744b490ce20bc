import { CustomerStoryQuery } from '@lumen/content-client/operations/home';
import { isLookupText } from '@lumen/validation';
import { markdownToPlainText } from '@lumen/site-shell/lib/markdown.ts';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { queryPageContent } from '@lumen/site-shell/lib/content-page.server.ts';
import { contentPageMeta } from '#src/lib/content-page.server.ts';
import { notFound } from '@lumen/site-shell/lib/http.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';

/**
 * /customers/?customer={slug} (spec §2 Policy and text pages): back to home, title, image and
 * the story. A missing, over-long or unknown slug is the 404 page.
 */
export async function loadCustomerStory(scope: RequestScope, request: Request) {
  const slug = new URL(request.url).searchParams.get('customer')?.trim();
  if (!slug || !isLookupText(slug)) notFound();
  const { customerDetails } = await queryPageContent(scope, CustomerStoryQuery, {
    locale: scope.visitor.locale,
    slug,
  });
  const story = customerDetails[0];
  if (!story) notFound();
  return {
    story,
    meta: contentPageMeta(scope, {
      title: story.seoTitle ?? story.title,
      description:
        story.seoDescription ?? markdownToPlainText(story.description ?? '').slice(0, 160),
      path: paths.customerStory.getHref(story.pageSlug),
      image: story.ogImage ?? story.image,
      name: story.title,
    }),
  };
}
