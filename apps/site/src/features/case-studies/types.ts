import type { ResultOf } from '@lumen/content-client/graphql';
import type {
  CaseStudiesPageQuery,
  CaseStudyArticleQuery,
} from '@lumen/content-client/operations/case-studies';
import type { CaseStudiesQuery } from './utils/case-studies-query.ts';

export type CaseStudiesHeader = NonNullable<
  ResultOf<typeof CaseStudiesPageQuery>['caseStudiesHeader']
>;
export type ClientLogo = ResultOf<typeof CaseStudiesPageQuery>['ourClient'][number];

/** A case-study card, its texts cut on the server (spec §5: title 60). */
export type CaseStudyCard = {
  id: string;
  pageSlug: string;
  title: string;
  date: string;
  dateLabel: string;
  summary: string;
  picture: { url: string; alternativeText: string | null } | null;
  areas: string[];
};

export type CaseStudiesListPage = {
  header: CaseStudiesHeader | null;
  areas: { id: string; title: string }[];
  clients: ClientLogo[];
  query: CaseStudiesQuery;
  caseStudies: CaseStudyCard[];
  total: number;
  totalPages: number;
};

type ArticleResult = ResultOf<typeof CaseStudyArticleQuery>['caseStudies'][number];

/** A picture or, for any other extension, a muted looping video (spec §2). */
export type CaseStudyMedia = {
  url: string;
  alternativeText: string | null;
  kind: 'image' | 'video';
};

export type CaseStudyArticle = {
  id: string;
  pageSlug: string;
  title: string;
  date: string;
  dateLabel: string;
  description: string | null;
  media: CaseStudyMedia[];
  areas: string[];
  products: ArticleResult['casestudy_products'];
  /** Only the boxes whose value is there (spec §2). */
  savings: { key: string; title: string; value: string }[];
  seo: Pick<ArticleResult, 'seoTitle' | 'seoDescription' | 'seoKeywords' | 'ogImage'> & {
    plainDescription: string;
  };
  header: CaseStudiesHeader | null;
};
