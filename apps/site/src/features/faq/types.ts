import type { ResultOf } from '@lumen/content-client/graphql';
import type { FaqPageQuery } from '@lumen/content-client/operations/faq';

type FaqData = ResultOf<typeof FaqPageQuery>;
export type FaqBanner = NonNullable<FaqData['faqBanner']>;
export type FaqCategory = FaqData['faqCategories'][number];
export type FaqVideo = FaqData['howToVideos'][number];

export type FaqPageData = { banner: FaqBanner; categories: FaqCategory[]; videos: FaqVideo[] };
