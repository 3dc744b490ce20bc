import { readFileSync } from 'node:fs';
import {
  buildSchema,
  Kind,
  validate,
  type DocumentNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import * as about from './about.ts';
import * as careers from './careers.ts';
import * as caseStudies from './case-studies.ts';
import * as catalogue from './catalogue.ts';
import * as faq from './faq.ts';
import * as contact from './contact.ts';
import * as home from './home.ts';
import * as landing from './landing.ts';
import * as layout from './layout.ts';
import * as media from './media.ts';
import * as news from './news.ts';
import * as policies from './policies.ts';
import * as sustainability from './sustainability.ts';
import * as ziignaBuilder from './ziigna-builder.ts';

// The schema file the API emits; packages never import apps, so operations are checked
// against the same SDL the API serves (apps/api fails its own test when this file is stale).
const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

const modules = {
  catalogue,
  home,
  layout,
  news,
  careers,
  faq,
  about,
  media,
  caseStudies,
  contact,
  policies,
  sustainability,
  landing,
  ziignaBuilder,
};

const operations = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports as Record<string, unknown>)
    .filter(([, value]) => (value as DocumentNode | undefined)?.kind === Kind.DOCUMENT)
    .map(([name, value]) => ({ file, name, doc: value as unknown as DocumentNode }))
    .filter(({ doc }) => doc.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION)),
);

describe('content operations', () => {
  it('covers the layout, home, news and catalogue queries', () => {
    expect(operations.map((o) => o.name).sort()).toEqual(
      [
        'CaseStudiesBySkuQuery',
        'CareersPageQuery',
        'CareerLocationIdsQuery',
        'VacancyExistsQuery',
        'VacancyQuery',
        'FaqPageQuery',
        'MeetTheTeamQuery',
        'OurStoryQuery',
        'CaseStudiesPageQuery',
        'CaseStudyArticleQuery',
        'NewsPageQuery',
        'CountriesQuery',
        'CustomerStoryQuery',
        'FooterQuery',
        'HomeQuery',
        'HowToVideosBySkuQuery',
        'LayoutQuery',
        'MainCategoriesQuery',
        'MenusQuery',
        'NewsArticleQuery',
        'OurClientsQuery',
        'ProductCategoryHeaderQuery',
        'ProductDetailsQuery',
        'ProductHeaderQuery',
        'ProductPageContentQuery',
        'ProductTechSpecsQuery',
        'SearchHeaderQuery',
        // Videos, catalogues and lighting guides.
        'VideosPageQuery',
        'VideoTypePageQuery',
        'CataloguesPageQuery',
        'CatalogueViewerQuery',
        'BrochuresPageQuery',
        // Contact, policies, sustainability and the visitor centre (issue 10).
        'ContactQuery',
        'GetInTouchQuery',
        'WriteToUsQuery',
        'WhatsAppUsQuery',
        'PrivacyPolicyQuery',
        'TermsQuery',
        'SitemapHeaderQuery',
        'VisitorCentreQuery',
        'SustainabilityQuery',
        // The campaigns app's landing and tool pages (issue 11 point 5).
        'LoyaltyAppQuery',
        'WarrantyPageQuery',
        'LightingDesignQuery',
        'CustomisedConversionsQuery',
        'EnergySavingCalculatorQuery',
        'PortalLoginQuery',
        'MarketingCollateralQuery',
        // The Ziigna linear-lighting page (issue 12).
        'ZiignaPageQuery',
        // The linear-lighting builder (issue 12).
        'ZiignaBuilderQuery',
      ].sort(),
    );
  });

  it.each(operations)('$file/$name is valid against schema.graphql', ({ doc }) => {
    expect(validate(schema, doc).map((e) => e.message)).toEqual([]);
  });

  it.each(operations)('$file/$name takes a required $locale: Locale! variable', ({ doc }) => {
    const op = doc.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    const locale = op?.variableDefinitions?.find((v) => v.variable.name.value === 'locale');
    expect(locale?.type.kind).toBe(Kind.NON_NULL_TYPE);
    expect(
      locale?.type.kind === Kind.NON_NULL_TYPE && locale.type.type.kind === Kind.NAMED_TYPE
        ? locale.type.type.name.value
        : null,
    ).toBe('Locale');
  });
});
