import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  Lexer,
  Source,
  TokenKind,
  typeFromAST,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { MAX_LIMIT } from './content-args.ts';

/**
 * What one content request may ask for. Every operation of @lumen/content-client and the site
 * stays under half of each (client-operations.test.ts); the largest, the layout, costs ~4,100
 * with the list sizes below (~2,400 with the seeded content's).
 */
export type QueryLimits = {
  /** Lexical tokens in the document, counted before parsing (the largest query has ~190). */
  maxTokens: number;
  /** Aliased fields, counted after fragments are expanded (the site uses none). */
  maxAliases: number;
  /** Nesting of fields; the content schema has no cycles and is 4 deep at most. */
  maxDepth: number;
  /** Fields the response may hold: each field counts once per item of every list above it. */
  maxCost: number;
  /** Fields of Query and Home, each of which runs one SQL statement. */
  maxStoreQueries: number;
};

export const CONTENT_QUERY_LIMITS: QueryLimits = {
  maxTokens: 1000,
  maxAliases: 15,
  maxDepth: 8,
  maxCost: 10_000,
  maxStoreQueries: 30,
};

/** Types whose fields each run a query on the content store. */
const STORE_BACKED = new Set(['Query', 'Home']);

/**
 * How many items a list field without a `limit` argument returns at most, a little above what
 * the seeded content holds in any locale (query-limits.test.ts checks both that every list
 * field is listed here and that the content fits). The numbers bound the estimate, not the
 * answer: content that outgrows one still loads, and that test says which to raise.
 */
export const LIST_SIZES: Record<string, number> = {
  'Query.locales': 4,
  'Query.menus': 8,
  'Query.countries': 8,
  'Query.ourClient': 16,
  'Query.newsCategories': 10,
  'Query.newsYearLabel': 10,
  'Query.productCategoryHeaders': 12,
  'Query.productDetails': 8,
  'Query.mainCategories': 12,
  'Query.productTechSpecs': 16,
  'Query.casestudyCategories': 12,
  'Menu.sub_menus': 10,
  'SubMenu.child_menus': 8,
  'Footer.addresses': 4,
  'Footer.contactDetails': 6,
  'Footer.footerLinks': 10,
  'Footer.legalLinks': 6,
  'Footer.awards': 6,
  'Footer.socialMedia': 8,
  'Home.heroImages': 8,
  'Home.ourClient': 16,
  'MainCategory.range_filters': 10,
  'CaseStudy.pictures': 6,
  'CaseStudy.casestudy_categories': 4,
  'CaseStudy.casestudy_products': 6,
  'CaseStudy.productSkuList': 10,
  'CaseStudyProduct.pictures': 4,
  'HowToVideo.productSkuList': 10,
  // Careers, FAQ, meet the team, our story (issue 10).
  'Query.careerLocations': 10,
  'Query.faqCategories': 10,
  'Query.teams': 8,
  'Query.ourValues': 8,
  'Query.globalOffers': 8,
  'Query.whyRobuses': 10,
  'Query.ourHeritages': 16,
  'Query.ourTeams': 8,
  'CareerPage.career_work_withs': 8,
  'CareerPage.values': 8,
  'CareerPage.teamMembers': 10,
  'CareerPage.awards': 8,
  'CareerOpportunity.career_types': 3,
  'CareerOpportunity.career_locations': 6,
  'CareerOpportunity.careers_departments': 3,
  'FaqCategory.faqs': 12,
  'Team.members': 12,
  'Query.catalogueYears': 6,
  // Contact, policies and sustainability (issue 10): short editorial lists.
  'ContinentConnection.nodes': 8,
  'Continent.call_uses': 12,
  'Query.privacyPolicyRelations': 4,
  'PrivacyPolicyRelation.privacy_policy_details': 20,
  'Page.pageZone': 20,
  'Query.sustainabilityTopCards': 8,
  'Query.sustainabilityActions': 12,
  'Query.carbonNeutralContents': 8,
  'Query.sustainabilityContents': 8,
  'Query.certifications': 12,
  'Query.pillarLists': 8,
  // The campaigns app's landing pages (issue 11 point 5): editorial lists on one page each.
  'LoyaltyAppHeader.toolkits': 8,
  'LoyaltyAppHeader.qualityThinkingItems': 8,
  'LoyaltyAppHeader.testimonials': 8,
  'LoyaltyAppHeader.faqs': 12,
  'LoyaltyAppHeader.terms': 8,
  'WarrantyPage.quality_promises': 8,
  'WarrantyPage.certifications': 8,
  'WarrantyPage.faqs': 12,
  'LightingDesignNew.whyChooseItems': 8,
  'LightingDesignNew.whatHappensSteps': 8,
  'LightingDesignNew.teams': 10,
  'LightingDesignNew.faqs': 12,
  'CustomisedConversionPage.features': 8,
  'CustomisedConversionPage.conversionOptions': 8,
  'CustomisedConversionPage.retrofitCards': 8,
  'PortalLogin.tabs': 3,
  'MarketingCollateral.items': 10,
  // The Ziigna linear-lighting page (issue 12): the content check holds each list to this.
  'ZiignaHeader.departments': 12,
  'ZiignaHeader.combinations': 12,
  'ZiignaHeader.features': 12,
  'ZiignaHeader.contents': 8,
  // The linear-lighting builder (issue 12): nine parameters of up to four values, thirteen
  // sub-parameters of up to nine (the module lengths).
  'Query.ziignaParams': 12,
  'ZiignaParam.values': 8,
  'ZiignaParamValue.ziigna_sub_params': 4,
  'Query.ziignaSubParams': 20,
  'ZiignaSubParam.values': 12,
};

export type QueryMeasure = {
  aliases: number;
  depth: number;
  cost: number;
  storeQueries: number;
};

const ZERO: QueryMeasure = { aliases: 0, depth: 0, cost: 0, storeQueries: 0 };

/**
 * How many items a list field is assumed to return: its `limit` argument when the document
 * spells it, the argument's default when omitted, and the most allowed when it comes from a
 * variable (validation runs once per document, before variables are known, and is cached).
 */
function listSize(
  parent: GraphQLNamedType,
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
) {
  const limitArg = field.args.find((a) => a.name === 'limit');
  if (limitArg) {
    const given = node.arguments?.find((a) => a.name.value === 'limit')?.value;
    // Out-of-range limits are refused by the resolver's own check; clamping keeps a negative
    // one from offsetting the cost of the rest of the document.
    if (given?.kind === Kind.INT) return Math.min(Math.max(Number(given.value), 0), MAX_LIMIT);
    if (given?.kind === Kind.VARIABLE) return MAX_LIMIT;
    return typeof limitArg.defaultValue === 'number' ? limitArg.defaultValue : MAX_LIMIT;
  }
  return LIST_SIZES[`${parent.name}.${field.name}`] ?? MAX_LIMIT;
}

/**
 * Measures one operation with every fragment expanded where it is spread. Each fragment is
 * measured once and its figures reused (they do not depend on where it is spread), so a
 * document whose fragments spread each other many times over is still measured in linear time.
 */
export function measureOperation(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  getFragment: (name: string) => FragmentDefinitionNode | null | undefined,
): QueryMeasure {
  const fragments = new Map<string, QueryMeasure>();
  const inProgress = new Set<string>();

  function measureSelections(set: SelectionSetNode, parent: GraphQLNamedType): QueryMeasure {
    const total = { ...ZERO };
    const add = (m: QueryMeasure) => {
      total.aliases += m.aliases;
      total.cost += m.cost;
      total.storeQueries += m.storeQueries;
      total.depth = Math.max(total.depth, m.depth);
    };
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) add(measureField(selection, parent));
      else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition
          ? (typeFromAST(schema, selection.typeCondition) ?? parent)
          : parent;
        add(measureSelections(selection.selectionSet, on));
      } else add(measureFragment(selection.name.value));
    }
    return total;
  }

  function measureFragment(name: string): QueryMeasure {
    const known = fragments.get(name);
    if (known) return known;
    const fragment = getFragment(name);
    // Unknown and cyclic fragments are graphql-js's own validation errors.
    if (!fragment || inProgress.has(name)) return ZERO;
    const on = typeFromAST(schema, fragment.typeCondition);
    if (!on) return ZERO;
    inProgress.add(name);
    const measure = measureSelections(fragment.selectionSet, on);
    inProgress.delete(name);
    fragments.set(name, measure);
    return measure;
  }

  function measureField(node: FieldNode, parent: GraphQLNamedType): QueryMeasure {
    const aliases = node.alias ? 1 : 0;
    // __typename is free; __schema and __type answer only when introspection is switched on.
    if (node.name.value.startsWith('__')) return { ...ZERO, aliases };
    const field =
      isObjectType(parent) || isInterfaceType(parent)
        ? parent.getFields()[node.name.value]
        : undefined;
    if (!field) return { ...ZERO, aliases };
    const storeQueries = STORE_BACKED.has(parent.name) ? 1 : 0;
    const inner = node.selectionSet
      ? measureSelections(node.selectionSet, getNamedType(field.type))
      : ZERO;
    // A list of scalars costs one per item, like a list of objects with one field.
    const perItem = node.selectionSet ? inner.cost : 1;
    const isList = isListType(getNullableType(field.type));
    return {
      aliases: aliases + inner.aliases,
      depth: 1 + inner.depth,
      cost: 1 + (isList ? listSize(parent, field, node) * perItem : inner.cost),
      storeQueries: storeQueries + inner.storeQueries,
    };
  }

  const root = schema.getRootType(operation.operation);
  return root ? measureSelections(operation.selectionSet, root) : ZERO;
}

/** Lexical tokens of a document, counting no further than `max + 1`. */
export function countTokens(source: string, max = Infinity): number {
  const lexer = new Lexer(new Source(source));
  let count = 0;
  while (count <= max && lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

function tooLarge(message: string, limit: string, max: number, actual?: number) {
  return new GraphQLError(message, {
    extensions: {
      code: 'QUERY_TOO_LARGE',
      limit,
      max,
      ...(actual === undefined ? {} : { actual }),
    },
  });
}

/**
 * A validation rule that measures each operation after expanding its fragments and refuses
 * it when it is over any limit, before a resolver runs. Aliases let one small document repeat
 * a list under another list, so the cost multiplies, and only expanded counts see that.
 */
export function createQueryBudget(limits: QueryLimits = CONTENT_QUERY_LIMITS): ValidationRule {
  return function contentQueryBudget(context: ValidationContext) {
    return {
      // On leave, so graphql-js's own errors about the same document come first.
      OperationDefinition: {
        leave(operation) {
          const m = measureOperation(context.getSchema(), operation, (name) =>
            context.getFragment(name),
          );
          if (m.aliases > limits.maxAliases)
            context.reportError(
              tooLarge(
                `A request may use at most ${limits.maxAliases} aliases (fragments expanded); this one uses ${m.aliases}.`,
                'aliases',
                limits.maxAliases,
                m.aliases,
              ),
            );
          if (m.depth > limits.maxDepth)
            context.reportError(
              tooLarge(
                `A request may nest fields at most ${limits.maxDepth} deep; this one is ${m.depth} deep.`,
                'depth',
                limits.maxDepth,
                m.depth,
              ),
            );
          if (m.storeQueries > limits.maxStoreQueries)
            context.reportError(
              tooLarge(
                `A request may ask for at most ${limits.maxStoreQueries} content queries; split it into several requests.`,
                'storeQueries',
                limits.maxStoreQueries,
                m.storeQueries,
              ),
            );
          if (m.cost > limits.maxCost)
            context.reportError(
              tooLarge(
                `A request may cost at most ${limits.maxCost} (each field once per item of the lists above it); this one costs ${m.cost}. Ask for fewer fields or smaller limits.`,
                'cost',
                limits.maxCost,
                m.cost,
              ),
            );
        },
      },
    };
  };
}

/**
 * The budget as a Yoga plugin: tokens are counted before the parser builds anything (the
 * lexer stops one past the limit), then the rule above runs with graphql-js's validation.
 */
export function useQueryBudget(limits: QueryLimits = CONTENT_QUERY_LIMITS): Plugin {
  const rule = createQueryBudget(limits);
  return {
    onParse: ({ parseFn, setParseFn }) => {
      setParseFn((source, options) => {
        const text = typeof source === 'string' ? source : source.body;
        if (countTokens(text, limits.maxTokens) > limits.maxTokens)
          throw tooLarge(
            `A request may hold at most ${limits.maxTokens} tokens; split it into several requests.`,
            'tokens',
            limits.maxTokens,
          );
        return parseFn(source, options);
      });
    },
    onValidate: ({ addValidationRule }) => {
      addValidationRule(rule);
    },
  };
}
