import {
  PrivacyPolicyQuery,
  SitemapHeaderQuery,
  TermsQuery,
  VisitorCentreQuery,
} from '@lumen/content-client/operations/policies';
import { queryPageContent } from '@lumen/site-shell/lib/content-page.server.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';

/** The policy and text pages' content in the visitor's locale. */
export function getPrivacyPolicyContent(scope: RequestScope) {
  return queryPageContent(scope, PrivacyPolicyQuery, { locale: scope.visitor.locale });
}

export function getTermsContent(scope: RequestScope) {
  return queryPageContent(scope, TermsQuery, { locale: scope.visitor.locale });
}

export function getSitemapHeaderContent(scope: RequestScope) {
  return queryPageContent(scope, SitemapHeaderQuery, { locale: scope.visitor.locale });
}

export function getVisitorCentreContent(scope: RequestScope) {
  return queryPageContent(scope, VisitorCentreQuery, { locale: scope.visitor.locale });
}
