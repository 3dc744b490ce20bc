import type { ResultOf } from '@lumen/content-client/graphql';
import type { CareersPageQuery, VacancyQuery } from '@lumen/content-client/operations/careers';

type CareersData = ResultOf<typeof CareersPageQuery>;
export type CareerPageContent = NonNullable<CareersData['careerPage']>;
export type CareerLocation = CareersData['careerLocations'][number];

/** A vacancy card: its apply link already resolved (apply-href.ts). */
export type Opportunity = {
  id: string;
  title: string;
  pageSlug: string;
  learnMoreCta: string | null;
  applyNowCta: string | null;
  apply: ApplyLink | null;
  locations: string[];
  types: string[];
  departments: string[];
};

export type ApplyLink = { href: string; isExternal: boolean };

export type CareersPageData = {
  page: CareerPageContent;
  locations: CareerLocation[];
  /** The chosen location's orderId, or null for Worldwide. */
  selectedLocation: number | null;
  opportunities: Opportunity[];
  /** The about-us figures, formatted for the locale on the server. */
  counts: { value: string; label: string }[];
};

type VacancyData = ResultOf<typeof VacancyQuery>;
export type VacancyHeader = NonNullable<VacancyData['careerHeaderNew']>;
export type VacancyPageData = {
  vacancy: Opportunity & { descripton: string | null };
  header: VacancyHeader | null;
};
