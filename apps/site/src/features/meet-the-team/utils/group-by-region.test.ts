import { describe, expect, it } from 'vitest';
import type { TeamMember } from '../types.ts';
import { groupByRegion } from './group-by-region.ts';

const member = (id: string, region?: { id: string; orderId: number }): TeamMember => ({
  id,
  name: id,
  designation: null,
  profilePicture: null,
  alternativeText: null,
  shortDescription: null,
  phoneNumber: null,
  email: null,
  region: region ? { ...region, title: region.id.toUpperCase() } : null,
});

describe('groupByRegion', () => {
  it('groups by region in region order, keeping member order', () => {
    const vic = { id: 'vic', orderId: 2 };
    const nsw = { id: 'nsw', orderId: 1 };
    const groups = groupByRegion([member('a', vic), member('b', nsw), member('c', vic)]);
    expect(groups.map((g) => [g.region?.id, g.members.map((m) => m.id)])).toEqual([
      ['nsw', ['b']],
      ['vic', ['a', 'c']],
    ]);
  });

  it('leaves a team without regions as one group without a heading', () => {
    expect(groupByRegion([member('a'), member('b')])).toEqual([
      { region: null, members: [member('a'), member('b')] },
    ]);
    expect(groupByRegion([])).toEqual([]);
  });
});
