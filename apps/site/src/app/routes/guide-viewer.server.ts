import { redirect, type MetaDescriptor } from 'react-router';
import { createTranslator } from '@lumen/i18n';
import { isLookupText } from '@lumen/validation';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { getBrochures } from '#src/features/publications/api/get-publications.server.ts';
import { ApiUnavailableError } from '@lumen/site-shell/lib/fetch-api.server.ts';
import { serverError } from '@lumen/site-shell/lib/http.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { breadcrumbJsonLd } from '@lumen/site-shell/lib/seo/breadcrumb-json-ld.ts';
import { absoluteUrl, seoMeta } from '@lumen/site-shell/lib/seo/meta.ts';
import { seoContextOf } from '@lumen/site-shell/lib/seo/seo-context.server.ts';

/**
 * /lighting-guides/{slug}: one guide in the viewer. A missing or unknown slug redirects to
 * /lighting-guides (spec §2).
 */
export async function loadGuideViewer(scope: RequestScope, slug: string | undefined) {
  const list = paths.lightingGuides.list.getHref();
  const pageSlug = slug?.trim();
  if (!pageSlug || !isLookupText(pageSlug)) throw redirect(list);
  const t = createTranslator(scope.visitor.locale);
  let content;
  try {
    content = await getBrochures(
      scope.content,
      scope.visitor.locale,
      pageSlug,
      t('guides.heading'),
    );
  } catch (err) {
    if (err instanceof ApiUnavailableError) serverError(err);
    throw err;
  }
  const brochure = content.brochures[0];
  if (!brochure) throw redirect(list);
  const seo = seoContextOf(scope);
  const origin = seo.editionOrigins[seo.edition];
  const meta: MetaDescriptor[] = [
    ...seoMeta(seo, {
      title: brochure.title,
      description: brochure.description ?? content.header.seo.description,
      path: paths.lightingGuides.viewer.getHref(brochure.pageSlug),
      image: brochure.coverImage,
    }),
    breadcrumbJsonLd([
      { name: t('common.home'), url: absoluteUrl(origin, '/') },
      { name: content.header.title, url: absoluteUrl(origin, list) },
      { name: brochure.title },
    ]),
  ];
  return { brochure, meta };
}
