import { SustainabilityQuery } from '@lumen/content-client/operations/sustainability';
import { toNewsCard } from '#src/components/news-card.server.ts';
import { queryPageContent } from '@lumen/site-shell/lib/content-page.server.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';

/**
 * Every section of /sustainability in the visitor's locale; the articles are the news items
 * flagged sustainabilityArticle that the visitor's country publishes, as the news pages' cards.
 */
export async function getSustainabilityContent(scope: RequestScope) {
  const content = await queryPageContent(scope, SustainabilityQuery, {
    locale: scope.visitor.locale,
    countryId: scope.visitor.countryId,
  });
  return {
    ...content,
    newsUpdates: content.newsUpdates.map((item) => toNewsCard(item, scope.visitor.locale)),
  };
}
