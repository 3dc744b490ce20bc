import type { MetaDescriptor } from 'react-router';
import { createTranslator } from '@lumen/i18n';
import { paths } from '@lumen/site-shell/config/paths.ts';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { breadcrumbJsonLd } from '@lumen/site-shell/lib/seo/breadcrumb-json-ld.ts';
import { absoluteUrl, seoMeta } from '@lumen/site-shell/lib/seo/meta.ts';
import { seoContextOf } from '@lumen/site-shell/lib/seo/seo-context.server.ts';

/**
 * /vegas-calculator (spec §2): the page around the static calculator at /vegas/. It needs no
 * content; the calculator reads the language from its address.
 */
export function loadVegasCalculator(scope: RequestScope) {
  const t = createTranslator(scope.visitor.locale);
  const seo = seoContextOf(scope);
  const meta: MetaDescriptor[] = [
    ...seoMeta(seo, {
      title: t('vegas.title'),
      description: t('vegas.description'),
      path: paths.vegasCalculator.getHref(),
    }),
    breadcrumbJsonLd([
      { name: t('common.home'), url: absoluteUrl(seo.editionOrigins[seo.edition], '/') },
      { name: t('vegas.title') },
    ]),
  ];
  return { language: scope.visitor.language, meta };
}
