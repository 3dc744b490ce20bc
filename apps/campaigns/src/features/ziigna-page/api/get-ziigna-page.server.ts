import type { ResultOf } from '@lumen/content-client/graphql';
import { ZiignaPageQuery } from '@lumen/content-client/operations/landing';
import { queryPageContent } from '@lumen/site-shell/lib/content-page.server.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { requireContent } from '#src/lib/landing-page.server.ts';
import { cardSummary } from '../utils/card-summary.ts';

type Content = NonNullable<ResultOf<typeof ZiignaPageQuery>['ziignaHeader']>;
export type ZiignaCombination = Content['combinations'][number] & {
  /** The card's text (utils/card-summary.ts), made here so the cutting stays on the server. */
  summary: string;
};
export type ZiignaPageContent = Omit<Content, 'combinations'> & {
  combinations: ZiignaCombination[];
};

/** /ziigna-linear-lighting's content in the visitor's locale, its lists by orderId. */
export async function getZiignaPage(scope: RequestScope): Promise<ZiignaPageContent> {
  const data = await queryPageContent(scope, ZiignaPageQuery, { locale: scope.visitor.locale });
  const page = requireContent(data.ziignaHeader, 'ziignaHeader');
  return {
    ...page,
    combinations: page.combinations.map((c) => ({ ...c, summary: cardSummary(c.description) })),
  };
}
