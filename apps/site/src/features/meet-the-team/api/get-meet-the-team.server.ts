import type { Client } from '@urql/core';
import { MeetTheTeamQuery } from '@lumen/content-client/operations/about';
import type { Locale } from '@lumen/i18n';
import { queryContent } from '@lumen/site-shell/lib/content.server.ts';
import type { MeetTheTeamData } from '../types.ts';
import { groupByRegion } from '../utils/group-by-region.ts';

/** /meet-the-team: the header and each team's members, grouped where they have regions. */
export async function getMeetTheTeam(
  client: Client,
  locale: Locale,
): Promise<MeetTheTeamData | undefined> {
  const data = await queryContent(client, MeetTheTeamQuery, { locale });
  if (!data.meetTheTeamHeader) return undefined;
  return {
    header: data.meetTheTeamHeader,
    teams: data.teams.map((t) => ({
      id: t.id,
      teamName: t.teamName,
      groups: groupByRegion(t.members),
    })),
  };
}
