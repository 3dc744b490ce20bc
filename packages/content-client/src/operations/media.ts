import { graphql } from '../graphql.ts';

/**
 * Videos, catalogues and lighting guides (spec §2 Videos, Catalogues and guides). Each page
 * asks once: its header and its list in one request.
 */

export const VideoTypeCardFields = graphql(`
  fragment VideoTypeCardFields on VideoType {
    id
    name
    description
    pageSlug
    image
    alternativeText
    videoCount
  }
`);

export const VideoCardFields = graphql(`
  fragment VideoCardFields on HowToVideo {
    id
    heading
    posterImage
    alternativeText
    embedUrl
    published_at
    shortVideo
    video_type {
      id
      pageSlug
      name
    }
  }
`);

export const VideosHeaderFields = graphql(`
  fragment VideosHeaderFields on VideosHeader {
    heading
    subText
    heroImage
    alternativeText
    searchPlaceholder
    availableLabel
    noVideoText
    backButton
    seoTitle
    seoDescription
    ogImage
  }
`);

/** /videos: the type cards, or with a search the videos whose heading matches. */
export const VideosPageQuery = graphql(
  `
    query VideosPage($locale: Locale!, $search: String, $hasSearch: Boolean!) {
      videosHeader(locale: $locale) {
        ...VideosHeaderFields
      }
      videoTypes(locale: $locale, limit: 50) {
        ...VideoTypeCardFields
      }
      howToVideos(locale: $locale, heading: $search, limit: 24) @include(if: $hasSearch) {
        ...VideoCardFields
      }
    }
  `,
  [VideosHeaderFields, VideoTypeCardFields, VideoCardFields],
);

/** /videos/{pageSlug}: the type (slug in either language) and its videos, newest first. */
export const VideoTypePageQuery = graphql(
  `
    query VideoTypePage($locale: Locale!, $slug: String!) {
      videosHeader(locale: $locale) {
        ...VideosHeaderFields
      }
      videoTypes(locale: $locale, slug: $slug, limit: 1) {
        ...VideoTypeCardFields
        seoTitle
        seoDescription
        ogImage
      }
      howToVideos(locale: $locale, type: $slug, limit: 100) {
        ...VideoCardFields
      }
    }
  `,
  [VideosHeaderFields, VideoTypeCardFields, VideoCardFields],
);

export const CatalogueFields = graphql(`
  fragment CatalogueFields on Catalogue {
    id
    title
    description
    coverImage
    alternativeText
    formId
    pageSlug
    year
    downloadCta
    viewOnlineCta
    iframeUrl
    pageCount
    pageImageTemplate
  }
`);

export const CatalogueHeaderFields = graphql(`
  fragment CatalogueHeaderFields on CatalogueHeader {
    title
    description
    heroImage
    alternativeText
    downloadDialogTitle
    noCataloguesText
    seoTitle
    seoDescription
    ogImage
  }
`);

/** /product-catalogue: catalogues grouped by year (newest first). */
export const CataloguesPageQuery = graphql(
  `
    query CataloguesPage($locale: Locale!) {
      catalogueHeader(locale: $locale) {
        ...CatalogueHeaderFields
      }
      catalogueYears(locale: $locale) {
        id
        year
      }
      catalogues(locale: $locale, limit: 50) {
        ...CatalogueFields
      }
    }
  `,
  [CatalogueHeaderFields, CatalogueFields],
);

/** /product-catalogue/{slug}: one catalogue (slug in either language). */
export const CatalogueViewerQuery = graphql(
  `
    query CatalogueViewer($locale: Locale!, $slug: String!) {
      catalogueHeader(locale: $locale) {
        ...CatalogueHeaderFields
      }
      catalogues(locale: $locale, slug: $slug, limit: 1) {
        ...CatalogueFields
      }
    }
  `,
  [CatalogueHeaderFields, CatalogueFields],
);

export const BrochureFields = graphql(`
  fragment BrochureFields on Brochure {
    id
    title
    description
    coverImage
    alternativeText
    pageSlug
    downloadFile
    downloadCta
    viewOnlineCta
    pageCount
    pageImageTemplate
  }
`);

export const BrochureHeaderFields = graphql(`
  fragment BrochureHeaderFields on BrochureHeader {
    title
    description
    heroImage
    alternativeText
    noBrochuresText
    seoTitle
    seoDescription
    ogImage
  }
`);

/** /lighting-guides, or with a slug one guide's viewer. */
export const BrochuresPageQuery = graphql(
  `
    query BrochuresPage($locale: Locale!, $slug: String) {
      brochureHeader(locale: $locale) {
        ...BrochureHeaderFields
      }
      brochures(locale: $locale, slug: $slug, limit: 50) {
        ...BrochureFields
      }
    }
  `,
  [BrochureHeaderFields, BrochureFields],
);
