import {
  ContactQuery,
  GetInTouchQuery,
  WhatsAppUsQuery,
  WriteToUsQuery,
} from '@lumen/content-client/operations/contact';
import { createTranslator } from '@lumen/i18n/messages';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { queryPageContent } from '@lumen/site-shell/lib/content-page.server.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';

/** The contact pages' content in the visitor's locale (a content outage is the 500 page). */
export function getContactContent(scope: RequestScope) {
  return queryPageContent(scope, ContactQuery, { locale: scope.visitor.locale });
}

export function getGetInTouchContent(scope: RequestScope) {
  return queryPageContent(scope, GetInTouchQuery, { locale: scope.visitor.locale });
}

export function getWriteToUsContent(scope: RequestScope) {
  return queryPageContent(scope, WriteToUsQuery, { locale: scope.visitor.locale });
}

export function getWhatsAppUsContent(scope: RequestScope) {
  return queryPageContent(scope, WhatsAppUsQuery, { locale: scope.visitor.locale });
}

/** /contact, the breadcrumb parent of every contact sub-page. */
export function contactBreadcrumbParent(scope: RequestScope) {
  return {
    name: createTranslator(scope.visitor.language)('common.contact'),
    path: paths.contact.index.getHref(),
  };
}
