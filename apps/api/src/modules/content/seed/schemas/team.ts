import { z } from 'zod';
import type { ContentType } from '../define.ts';
import { media, order, text } from '../fields.ts';

export const meetTheTeamHeader: ContentType = {
  collection: 'meetTheTeamHeader',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({
    title: text,
    description: text,
    worldMapImage: media,
    alternativeText: text,
    seoTitle: text,
    seoDescription: text,
    seoKeywords: text,
    ogImage: media,
  }),
};

export const teams: ContentType = {
  collection: 'teams',
  format: 'yaml',
  schema: z.strictObject({ teamName: text, orderId: order }),
};

/** Regions a team's members are grouped by (the Australia team, spec §2). */
export const teamRegions: ContentType = {
  collection: 'teamRegions',
  format: 'yaml',
  schema: z.strictObject({ title: text, orderId: order }),
};

export const teamMembers: ContentType = {
  collection: 'teamMembers',
  format: 'yaml',
  references: { team: 'teams', region: 'teamRegions' },
  schema: z.strictObject({
    team: text,
    region: text.optional(),
    name: text,
    designation: text,
    profilePicture: media,
    alternativeText: text,
    shortDescription: text,
    phoneNumber: z.string().regex(/^\+[0-9 ]+$/, 'must be an international number, +44 …'),
    email: z.email('must be an e-mail address'),
    orderId: order,
  }),
};
