import type { Client } from '@urql/core';
import { OurStoryQuery } from '@lumen/content-client/operations/about';
import type { Locale } from '@lumen/i18n';
import { queryContent } from '@lumen/site-shell/lib/content.server.ts';
import type { OurStoryData } from '../types.ts';

/** /our-story's sections; the heritage comes from the API sorted by year ascending. */
export async function getOurStory(
  client: Client,
  locale: Locale,
): Promise<OurStoryData | undefined> {
  const data = await queryContent(client, OurStoryQuery, { locale });
  const { ourStory } = data;
  if (!ourStory) return undefined;
  return { ...data, ourStory };
}
