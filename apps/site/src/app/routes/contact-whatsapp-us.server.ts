import { redirect } from 'react-router';
import { languageOf, LOCALES } from '@lumen/i18n';
import { paths } from '@lumen/site-shell/config/paths.ts';
import {
  contactBreadcrumbParent,
  getWhatsAppUsContent,
} from '#src/features/contact/api/get-contact-content.server.ts';
import { contentPageMeta } from '#src/lib/content-page.server.ts';
import { notFound } from '@lumen/site-shell/lib/http.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';

/**
 * /contact/whatsapp-us (spec §2 Contact): English only. In any other language the visitor
 * is sent to /contact (a temporary redirect: the same address serves English visitors).
 */
export async function loadWhatsAppUs(scope: RequestScope) {
  if (scope.visitor.language !== 'en') throw redirect(paths.contact.index.getHref(), 302);
  const { whatsAppUs: page } = await getWhatsAppUsContent(scope);
  if (!page?.whatsappNumber) notFound();
  const title = page.title ?? '';
  return {
    page,
    meta: contentPageMeta(scope, {
      title: page.seoTitle ?? title,
      description: page.seoDescription ?? title,
      path: paths.contact.whatsAppUs.getHref(),
      image: page.ogImage ?? page.banner,
      name: title,
      parents: [contactBreadcrumbParent(scope)],
      // No French page (it redirects): the English editions are its only alternates.
      locales: LOCALES.filter((locale) => languageOf(locale) === 'en'),
    }),
  };
}
