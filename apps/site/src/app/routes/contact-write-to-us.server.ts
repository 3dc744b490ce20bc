import { paths } from '@lumen/site-shell/config/paths.ts';
import {
  contactBreadcrumbParent,
  getWriteToUsContent,
} from '#src/features/contact/api/get-contact-content.server.ts';
import { contentPageMeta } from '#src/lib/content-page.server.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';

/** /contact/write-to-us (spec §2 Contact; issue 10 point 4): the header and the form. */
export async function loadWriteToUs(scope: RequestScope) {
  const { writetoUsHeader: header } = await getWriteToUsContent(scope);
  const title = header?.title ?? '';
  return {
    header,
    meta: contentPageMeta(scope, {
      title: header?.seoTitle ?? title,
      description: header?.seoDescription ?? header?.description ?? title,
      path: paths.contact.writeToUs.getHref(),
      image: header?.ogImage ?? header?.heroImage,
      name: title,
      parents: [contactBreadcrumbParent(scope)],
    }),
  };
}
