export type PublicationsHeader = {
  title: string;
  description: string | null;
  heroImage: string | null;
  alternativeText: string | null;
  emptyText: string | null;
  seo: { title: string; description: string; image: string | null };
};

export type Catalogue = {
  id: string;
  title: string;
  description: string | null;
  coverImage: string | null;
  alternativeText: string | null;
  formId: string | null;
  pageSlug: string;
  year: string;
  downloadCta: string | null;
  viewOnlineCta: string | null;
  iframeUrl: string | null;
  pageCount: number | null;
  pageImageTemplate: string | null;
};

export type CataloguesContent = {
  header: PublicationsHeader & { downloadDialogTitle: string | null };
  years: { year: string; catalogues: Catalogue[] }[];
};

export type Brochure = {
  id: string;
  title: string;
  description: string | null;
  coverImage: string | null;
  alternativeText: string | null;
  pageSlug: string;
  downloadFile: string | null;
  downloadCta: string | null;
  viewOnlineCta: string | null;
  pageCount: number | null;
  pageImageTemplate: string | null;
};

export type BrochuresContent = { header: PublicationsHeader; brochures: Brochure[] };
