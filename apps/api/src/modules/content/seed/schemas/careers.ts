import { z } from 'zod';
import type { ContentType } from '../define.ts';
import { isoDate, media, order, slug, text } from '../fields.ts';

const seo = { seoTitle: text, seoDescription: text, seoKeywords: text, ogImage: media };
const Card = z.strictObject({
  title: text,
  description: text,
  image: media,
  alternativeText: text,
});

/** /careers: every section of spec §2 Careers in one document per locale. */
export const careerPage: ContentType = {
  collection: 'careerPage',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({
    title: text,
    subTitle: text,
    description: text,
    heroImage: media,
    mobileHeroImage: media,
    alternativeText: text,
    companyHeading: text,
    /** Markdown. */
    companyContents: text,
    workWithTitle: text,
    career_work_withs: z.array(Card).min(1),
    aboutTitle: text,
    /** Markdown: the about-us text beside the counts. */
    career_about_details: text,
    stockistCount: z.number().int().positive(),
    stockistLabel: text,
    employeeCount: z.number().int().positive(),
    employeeLabel: text,
    countryCount: z.number().int().positive(),
    countryLabel: text,
    valuesTitle: text,
    values: z.array(Card).min(1),
    teamTitle: text,
    teamMembers: z
      .array(
        z.strictObject({
          name: text,
          designation: text,
          description: text,
          profilePicture: media,
          orderId: order,
        }),
      )
      .min(1),
    readMoreText: text,
    readLessText: text,
    awardsTitle: text,
    awards: z.array(z.strictObject({ title: text, logo: media })),
    opportunitiesTitle: text,
    locationLabel: text,
    noOpportunitiesText: text,
    ...seo,
  }),
};

/** The vacancy page's fixed copy (spec §7 careerHeaderNew) and its default cover (spec §8). */
export const careerHeaderNew: ContentType = {
  collection: 'careerHeaderNew',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({
    coverImage: media,
    alternativeText: text,
    backButtonText: text,
    locationLabel: text,
    typeLabel: text,
    departmentLabel: text,
    applyHeading: text,
    applyText: text,
  }),
};

export const careerLocations: ContentType = {
  collection: 'careerLocations',
  format: 'yaml',
  schema: z.strictObject({
    name: text,
    /** The heading over the list when this location is chosen. */
    titleName: text,
    orderId: order,
    /** Choosing it shows every opportunity (spec §2: Worldwide resets). */
    worldwide: z.boolean(),
    /** For JobPosting's jobLocation; absent on Worldwide. */
    addressLocality: text.optional(),
    addressRegion: text.optional(),
    addressCountry: z
      .string()
      .regex(/^[A-Z]{2}$/, 'must be an ISO 3166 country code such as GB')
      .optional(),
  }),
};

export const careersDepartments: ContentType = {
  collection: 'careersDepartments',
  format: 'yaml',
  schema: z.strictObject({ name: text, orderId: order }),
};

export const careerTypes: ContentType = {
  collection: 'careerTypes',
  format: 'yaml',
  schema: z.strictObject({
    name: text,
    orderId: order,
    /** schema.org employmentType for JobPosting. */
    employmentType: z.enum([
      'FULL_TIME',
      'PART_TIME',
      'CONTRACTOR',
      'TEMPORARY',
      'INTERN',
      'OTHER',
    ]),
  }),
};

/** A vacancy. `descripton` is spelled as the spec spells it; the Markdown body holds it. */
export const careersOpportunities: ContentType = {
  collection: 'careersOpportunities',
  format: 'md',
  body: 'descripton',
  references: {
    career_types: 'careerTypes',
    career_locations: 'careerLocations',
    careers_departments: 'careersDepartments',
  },
  schema: z.strictObject({
    title: text,
    orderId: order,
    pageSlug: slug,
    datePosted: isoDate,
    validThrough: isoDate,
    career_types: z.array(text).min(1),
    career_locations: z.array(text).min(1),
    careers_departments: z.array(text).min(1),
    learnMoreCta: text,
    applyNowCta: text,
    /** Internal: apply by e-mail to eMailId. External: apply at applyNowLink. */
    applyNowLinkType: z.enum(['Internal', 'External']),
    applyNowLink: z
      .string()
      .regex(/^https:\/\//, 'must be an https:// address')
      .optional(),
    eMailId: z.email('must be an e-mail address').optional(),
    descripton: text,
  }),
};
