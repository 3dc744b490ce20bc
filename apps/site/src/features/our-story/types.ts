import type { ResultOf } from '@lumen/content-client/graphql';
import type { OurStoryQuery } from '@lumen/content-client/operations/about';

type StoryData = ResultOf<typeof OurStoryQuery>;
export type OurStoryData = Omit<StoryData, 'ourStory'> & {
  ourStory: NonNullable<StoryData['ourStory']>;
};
