import type { ResultOf } from '@lumen/content-client/graphql';
import { PortalLoginQuery } from '@lumen/content-client/operations/landing';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { requireContent } from '#src/lib/landing-page.server.ts';
import { queryPageContent } from '@lumen/site-shell/lib/content-page.server.ts';

export type PortalLoginData = NonNullable<ResultOf<typeof PortalLoginQuery>['portalLogin']>;

/** The portal login hub's content in the visitor's locale (ANZ editions get the ANZ portals). */
export async function getPortalLogin(scope: RequestScope): Promise<PortalLoginData> {
  const data = await queryPageContent(scope, PortalLoginQuery, { locale: scope.visitor.locale });
  return requireContent(data.portalLogin, 'portalLogin');
}
