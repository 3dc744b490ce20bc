import type { ResultOf } from '@lumen/content-client/graphql';
import { LightingDesignQuery } from '@lumen/content-client/operations/landing';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { requireContent } from '#src/lib/landing-page.server.ts';
import { queryPageContent } from '@lumen/site-shell/lib/content-page.server.ts';

type Result = ResultOf<typeof LightingDesignQuery>;
export type LightingDesignContent = NonNullable<Result['lightingDesignNew']>;
export type LightingDesignData = {
  page: LightingDesignContent;
  caseStudies: Result['caseStudies'];
};

/** /lighting-design's content and the newest case studies, in the visitor's locale. */
export async function getLightingDesign(scope: RequestScope): Promise<LightingDesignData> {
  const data = await queryPageContent(scope, LightingDesignQuery, {
    locale: scope.visitor.locale,
  });
  return {
    page: requireContent(data.lightingDesignNew, 'lightingDesignNew'),
    caseStudies: data.caseStudies,
  };
}
