import { SustainabilityQuery } from '@lumen/content-client/operations/sustainability';
import { queryPageContent } from '#src/lib/content-page.server.ts';
import type { RequestScope } from '#src/lib/request-scope.server.ts';

/**
 * Every section of /sustainability in the visitor's locale; the articles are the news items
 * flagged sustainabilityArticle that the visitor's country publishes.
 */
export function getSustainabilityContent(scope: RequestScope) {
  return queryPageContent(scope, SustainabilityQuery, {
    locale: scope.visitor.locale,
    countryId: scope.visitor.countryId,
  });
}
