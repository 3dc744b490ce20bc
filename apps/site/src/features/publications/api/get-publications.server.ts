import type { Client } from '@urql/core';
import type { ResultOf } from '@lumen/content-client/graphql';
import {
  BrochuresPageQuery,
  CataloguesPageQuery,
  CatalogueViewerQuery,
  type CatalogueFields,
} from '@lumen/content-client/operations/media';
import type { Locale } from '@lumen/i18n';
import { queryContent } from '@lumen/site-shell/lib/content.server.ts';
import type {
  Brochure,
  BrochuresContent,
  Catalogue,
  CataloguesContent,
  PublicationsHeader,
} from '../types.ts';

type HeaderFields = {
  title?: string | null;
  description?: string | null;
  heroImage?: string | null;
  alternativeText?: string | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
  ogImage?: string | null;
};

function headerOf(
  h: HeaderFields | null,
  emptyText: string | null,
  fallbackTitle: string,
): PublicationsHeader {
  const title = h?.title ?? fallbackTitle;
  return {
    title,
    description: h?.description ?? null,
    heroImage: h?.heroImage ?? null,
    alternativeText: h?.alternativeText ?? null,
    emptyText,
    seo: {
      title: h?.seoTitle ?? title,
      description: h?.seoDescription ?? h?.description ?? title,
      image: h?.ogImage ?? h?.heroImage ?? null,
    },
  };
}

function catalogueOf(c: ResultOf<typeof CatalogueFields>): Catalogue {
  return {
    id: c.id,
    title: c.title,
    description: c.description ?? null,
    coverImage: c.coverImage ?? null,
    alternativeText: c.alternativeText ?? null,
    formId: c.formId ?? null,
    pageSlug: c.pageSlug,
    year: c.year,
    downloadCta: c.downloadCta ?? null,
    viewOnlineCta: c.viewOnlineCta ?? null,
    iframeUrl: c.iframeUrl ?? null,
    pageCount: c.pageCount ?? null,
    pageImageTemplate: c.pageImageTemplate ?? null,
  };
}

/** /product-catalogue: the banner and the catalogues under their years, newest year first. */
export async function getCataloguesPage(
  client: Client,
  locale: Locale,
  fallbackTitle: string,
): Promise<CataloguesContent> {
  const data = await queryContent(client, CataloguesPageQuery, { locale });
  const h = data.catalogueHeader;
  const catalogues = data.catalogues.map(catalogueOf);
  return {
    header: {
      ...headerOf(h, h?.noCataloguesText ?? null, fallbackTitle),
      downloadDialogTitle: h?.downloadDialogTitle ?? null,
    },
    years: data.catalogueYears
      .map(({ year }) => ({ year, catalogues: catalogues.filter((c) => c.year === year) }))
      .filter((group) => group.catalogues.length > 0),
  };
}

/** /product-catalogue/{slug}: one catalogue, or undefined when the slug names none. */
export async function getCatalogue(
  client: Client,
  locale: Locale,
  slug: string,
  fallbackTitle: string,
): Promise<{ header: CataloguesContent['header']; catalogue: Catalogue } | undefined> {
  const data = await queryContent(client, CatalogueViewerQuery, { locale, slug });
  const found = data.catalogues[0];
  if (!found) return undefined;
  const h = data.catalogueHeader;
  return {
    header: {
      ...headerOf(h, h?.noCataloguesText ?? null, fallbackTitle),
      downloadDialogTitle: h?.downloadDialogTitle ?? null,
    },
    catalogue: catalogueOf(found),
  };
}

/** /lighting-guides, or with a slug the one guide (none: an empty list). */
export async function getBrochures(
  client: Client,
  locale: Locale,
  slug: string | null,
  fallbackTitle: string,
): Promise<BrochuresContent> {
  const data = await queryContent(client, BrochuresPageQuery, { locale, slug });
  const h = data.brochureHeader;
  return {
    header: headerOf(h, h?.noBrochuresText ?? null, fallbackTitle),
    brochures: data.brochures.map((b): Brochure => ({
      id: b.id,
      title: b.title,
      description: b.description ?? null,
      coverImage: b.coverImage ?? null,
      alternativeText: b.alternativeText ?? null,
      pageSlug: b.pageSlug,
      downloadFile: b.downloadFile ?? null,
      downloadCta: b.downloadCta ?? null,
      viewOnlineCta: b.viewOnlineCta ?? null,
      pageCount: b.pageCount ?? null,
      pageImageTemplate: b.pageImageTemplate ?? null,
    })),
  };
}
