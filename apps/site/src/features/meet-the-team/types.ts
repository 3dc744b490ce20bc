import type { ResultOf } from '@lumen/content-client/graphql';
import type { MeetTheTeamQuery } from '@lumen/content-client/operations/about';

type TeamData = ResultOf<typeof MeetTheTeamQuery>;
export type MeetTheTeamHeader = NonNullable<TeamData['meetTheTeamHeader']>;
export type Team = TeamData['teams'][number];
export type TeamMember = Team['members'][number];

/** Members under a region heading; `region` null for a team that is not grouped. */
export type MemberGroup = { region: { id: string; title: string } | null; members: TeamMember[] };

export type MeetTheTeamData = {
  header: MeetTheTeamHeader;
  teams: { id: string; teamName: string; groups: MemberGroup[] }[];
};
