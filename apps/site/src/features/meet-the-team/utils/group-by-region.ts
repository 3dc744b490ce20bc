import type { MemberGroup, TeamMember } from '../types.ts';

/**
 * A team's members grouped by region, regions by their orderId and members in their own
 * order within each (spec §2: the Australia team is grouped by region). A team whose members
 * have no region is one group with no heading; members without one in a grouped team come last.
 */
export function groupByRegion(members: readonly TeamMember[]): MemberGroup[] {
  if (!members.some((m) => m.region))
    return members.length ? [{ region: null, members: [...members] }] : [];
  const groups = new Map<string, MemberGroup & { order: number }>();
  for (const m of members) {
    const key = m.region?.id ?? '';
    const group = groups.get(key) ?? {
      region: m.region ? { id: m.region.id, title: m.region.title } : null,
      members: [],
      order: m.region?.orderId ?? Number.POSITIVE_INFINITY,
    };
    group.members.push(m);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.order - b.order)
    .map(({ region, members: list }) => ({ region, members: list }));
}
