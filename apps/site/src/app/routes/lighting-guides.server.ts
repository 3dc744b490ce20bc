import type { MetaDescriptor } from 'react-router';
import { createTranslator } from '@lumen/i18n';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { getBrochures } from '#src/features/publications/api/get-publications.server.ts';
import { ApiUnavailableError } from '@lumen/site-shell/lib/fetch-api.server.ts';
import { serverError } from '@lumen/site-shell/lib/http.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { breadcrumbJsonLd } from '@lumen/site-shell/lib/seo/breadcrumb-json-ld.ts';
import { absoluteUrl, seoMeta } from '@lumen/site-shell/lib/seo/meta.ts';
import { seoContextOf } from '@lumen/site-shell/lib/seo/seo-context.server.ts';

/** /lighting-guides (spec §2 Catalogues and guides): the brochure cards. */
export async function loadLightingGuides(scope: RequestScope) {
  const t = createTranslator(scope.visitor.locale);
  let content;
  try {
    content = await getBrochures(scope.content, scope.visitor.locale, null, t('guides.heading'));
  } catch (err) {
    if (err instanceof ApiUnavailableError) serverError(err);
    throw err;
  }
  const seo = seoContextOf(scope);
  const meta: MetaDescriptor[] = [
    ...seoMeta(seo, { ...content.header.seo, path: paths.lightingGuides.list.getHref() }),
    breadcrumbJsonLd([
      { name: t('common.home'), url: absoluteUrl(seo.editionOrigins[seo.edition], '/') },
      { name: content.header.title },
    ]),
  ];
  return { content, meta };
}
