import type { ResultOf } from '@lumen/content-client/graphql';
import { CustomisedConversionsQuery } from '@lumen/content-client/operations/landing';
import { queryPageContent } from '@lumen/site-shell/lib/content-page.server.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { requireContent } from '#src/lib/landing-page.server.ts';

type Result = ResultOf<typeof CustomisedConversionsQuery>;
export type CustomisedConversionsContent = NonNullable<Result['customisedConversionPage']>;
export type CustomisedConversionsData = {
  page: CustomisedConversionsContent;
  caseStudies: Result['caseStudies'];
};

/** The customised conversions page and its flagged case studies, in the visitor's locale. */
export async function getCustomisedConversions(
  scope: RequestScope,
): Promise<CustomisedConversionsData> {
  const data = await queryPageContent(scope, CustomisedConversionsQuery, {
    locale: scope.visitor.locale,
  });
  return {
    page: requireContent(data.customisedConversionPage, 'customisedConversionPage'),
    caseStudies: data.caseStudies,
  };
}
