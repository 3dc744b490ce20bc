import type { ResultOf } from '@lumen/content-client/graphql';
import type { CareerOpportunityFields } from '@lumen/content-client/operations/careers';
import type { Opportunity } from '../types.ts';
import { applyLinkOf } from './apply-href.ts';

/** A vacancy as a card shows it: names of its locations, types and departments, its apply link. */
export function toOpportunity(o: ResultOf<typeof CareerOpportunityFields>): Opportunity {
  return {
    id: o.id,
    title: o.title,
    pageSlug: o.pageSlug,
    learnMoreCta: o.learnMoreCta ?? null,
    applyNowCta: o.applyNowCta ?? null,
    apply: applyLinkOf(o),
    locations: o.career_locations.map((l) => l.name),
    types: o.career_types.map((t) => t.name),
    departments: o.careers_departments.map((d) => d.name),
  };
}
