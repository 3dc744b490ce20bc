import { redirect, type MetaDescriptor } from 'react-router';
import { createTranslator } from '@lumen/i18n';
import { isLookupText } from '@lumen/validation';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { getCatalogue } from '#src/features/publications/api/get-publications.server.ts';
import { ApiUnavailableError } from '@lumen/site-shell/lib/fetch-api.server.ts';
import { serverError } from '@lumen/site-shell/lib/http.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { breadcrumbJsonLd } from '@lumen/site-shell/lib/seo/breadcrumb-json-ld.ts';
import { absoluteUrl, seoMeta } from '@lumen/site-shell/lib/seo/meta.ts';
import { seoContextOf } from '@lumen/site-shell/lib/seo/seo-context.server.ts';

/**
 * /product-catalogue/{slug} (spec §2 Catalogues): one catalogue in the viewer. A missing or
 * unknown slug redirects to /product-catalogue (spec §8).
 */
export async function loadCatalogueViewer(scope: RequestScope, slug: string | undefined) {
  const list = paths.productCatalogue.list.getHref();
  const pageSlug = slug?.trim();
  if (!pageSlug || !isLookupText(pageSlug)) throw redirect(list);
  const t = createTranslator(scope.visitor.locale);
  let found;
  try {
    found = await getCatalogue(
      scope.content,
      scope.visitor.locale,
      pageSlug,
      t('catalogues.heading'),
    );
  } catch (err) {
    if (err instanceof ApiUnavailableError) serverError(err);
    throw err;
  }
  if (!found) throw redirect(list);
  const { header, catalogue } = found;
  const seo = seoContextOf(scope);
  const origin = seo.editionOrigins[seo.edition];
  const meta: MetaDescriptor[] = [
    ...seoMeta(seo, {
      title: catalogue.title,
      description: catalogue.description ?? header.seo.description,
      // The page of the book is a reading position, not another page: one canonical address.
      path: paths.productCatalogue.viewer.getHref(catalogue.pageSlug),
      image: catalogue.coverImage,
    }),
    breadcrumbJsonLd([
      { name: t('common.home'), url: absoluteUrl(origin, '/') },
      { name: header.title, url: absoluteUrl(origin, list) },
      { name: catalogue.title },
    ]),
  ];
  return { header, catalogue, meta };
}
