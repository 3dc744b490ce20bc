import { paths } from '@lumen/site-shell/config/paths.ts';
import { getContactContent } from '#src/features/contact/api/get-contact-content.server.ts';
import { contentPageMeta } from '#src/lib/content-page.server.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';

/** /contact (spec §2 Contact): the hero and up to 3 option cards. */
export async function loadContact(scope: RequestScope) {
  const { contactUsHeader: header, contactuses } = await getContactContent(scope);
  const title = header?.title ?? '';
  return {
    header,
    options: contactuses,
    meta: contentPageMeta(scope, {
      title: header?.seoTitle ?? title,
      description: header?.seoDescription ?? header?.description ?? title,
      path: paths.contact.index.getHref(),
      image: header?.ogImage ?? header?.heroImage,
      name: title,
    }),
  };
}
