import { paths } from '@lumen/site-shell/config/paths.ts';
import {
  contactBreadcrumbParent,
  getGetInTouchContent,
} from '#src/features/contact/api/get-contact-content.server.ts';
import { contentPageMeta } from '#src/lib/content-page.server.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';

/** /contact/get-in-touch (spec §2 Contact): the header and the phone tables per continent. */
export async function loadGetInTouch(scope: RequestScope) {
  const data = await getGetInTouchContent(scope);
  const header = data.getInTouch;
  const title = header?.title ?? '';
  return {
    header,
    labels: data.callUsHeading,
    continents: data.continentsConnection.nodes,
    meta: contentPageMeta(scope, {
      title: header?.seoTitle ?? title,
      description: header?.seoDescription ?? header?.description ?? title,
      path: paths.contact.getInTouch.getHref(),
      image: header?.ogImage ?? header?.heroImage,
      name: title,
      parents: [contactBreadcrumbParent(scope)],
    }),
  };
}
