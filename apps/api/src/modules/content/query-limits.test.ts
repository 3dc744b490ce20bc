import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentTestApp, type GraphQLResult } from '#src/testing/content-test-app.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { CONTENT_QUERY_LIMITS, LIST_SIZES } from './query-budget.ts';

let t: Awaited<ReturnType<typeof createContentTestApp>>;
beforeAll(async () => {
  t = await createContentTestApp();
});
afterAll(() => t.close());

const times = (n: number, f: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => f(i)).join(' ');

type LimitError = { code?: string; limit?: string; max?: number; actual?: number };
const limitsHit = (res: GraphQLResult) =>
  (res.errors ?? [])
    .map((e) => e.extensions as LimitError | undefined)
    .filter((x) => x?.code === 'QUERY_TOO_LARGE')
    .map((x) => x!.limit);

/**
 * The probe's attack: aliases nested over fragments, menus → sub_menus → child_menus. With 30
 * aliases at each level this 2.7 KB document asked for ~8 million child menus: 256 MB in 33 s
 * on this machine before the limits (the probe saw 42 MB and a 2 s stall with fewer fields).
 */
function nestedAliasAttack(aliases: number) {
  return `
    query Attack { ${times(aliases, (i) => `m${i}: menus(locale: "en-GB") { ...M }`)} }
    fragment M on Menu { id menuName ${times(aliases, (i) => `s${i}: sub_menus { ...S }`)} }
    fragment S on SubMenu { id submenuName url ${times(aliases, (i) => `c${i}: child_menus { ...C }`)} }
    fragment C on ChildMenu { id childmenuName url externalLink childmenuOrder }
  `;
}

const NEWS_FIELDS = `fragment N on NewsUpdate {
  id title date published_at description pageSlug image alternativeText embedUrl
  news_category { newsType displayName } sustainabilityArticle seoTitle
}`;

describe('content GraphQL limits', () => {
  it('rejects nested aliases over fragments before running them', async () => {
    for (const aliases of [4, 30]) {
      const started = performance.now();
      const res = await t.gql(nestedAliasAttack(aliases));
      expect(res.data).toBeUndefined();
      expect(limitsHit(res)).toEqual(expect.arrayContaining(['aliases', 'cost']));
      expect(res.response.body.length).toBeLessThan(4096);
      // No resolver ran: the answer is a validation error (generous bound for a busy machine).
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });

  it('counts aliases after expanding fragments', async () => {
    const fragment = `fragment F on SubMenu { ${times(8, (i) => `a${i}: id`)} }`;
    const once = await t.gql(`{ menus(locale: "en-GB") { sub_menus { ...F } } } ${fragment}`);
    expect(once.errors).toBeUndefined();
    const twice = await t.gql(
      `{ menus(locale: "en-GB") { sub_menus { ...F } again: sub_menus { ...F } } } ${fragment}`,
    );
    expect(twice.data).toBeUndefined();
    expect(twice.errors?.[0]?.extensions).toMatchObject({
      code: 'QUERY_TOO_LARGE',
      limit: 'aliases',
      max: CONTENT_QUERY_LIMITS.maxAliases,
      actual: 17,
    });
  });

  it('costs fields inside fragments once per list item, where each fragment is spread', async () => {
    // 5 × (1 + 100 × 14) = 7005: under the cap of 10,000; twice that is over it.
    const five = await t.gql(
      `{ ${times(5, (i) => `n${i}: newsUpdates(locale: "en-GB", limit: 100) { ...N }`)} } ${NEWS_FIELDS}`,
    );
    expect(five.errors).toBeUndefined();
    const ten = await t.gql(
      `{ ${times(10, (i) => `n${i}: newsUpdates(locale: "en-GB", limit: 100) { ...N }`)} } ${NEWS_FIELDS}`,
    );
    expect(ten.data).toBeUndefined();
    expect(ten.errors?.map((e) => e.extensions)).toEqual([
      expect.objectContaining({ limit: 'cost', max: CONTENT_QUERY_LIMITS.maxCost, actual: 14_010 }),
    ]);
    expect(ten.errors?.[0]?.message).toMatch(/at most 10000 .* costs 14010/);
  });

  it('assumes the largest page when a limit comes from a variable', async () => {
    const query = `query($n: Int) { ${times(8, (i) => `n${i}: newsUpdates(locale: "en-GB", limit: $n) { ...N }`)} } ${NEWS_FIELDS}`;
    const res = await t.gql(query, { n: 1 });
    expect(limitsHit(res)).toEqual(['cost']);
  });

  it('refuses a document over the token limit before parsing it', async () => {
    // A list literal is one token per item plus its brackets; the SKU cap (50) is the
    // resolver's own check and comes after parsing.
    const skus = (n: number) => `[${times(n, (i) => `"S${i}"`)}]`;
    const query = (n: number) => `{ howToVideos(locale: "en-GB", skus: ${skus(n)}) { id } }`;
    const under = await t.gql(query(900));
    expect(limitsHit(under)).toEqual([]);
    expect(under.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const over = await t.gql(query(1000));
    expect(over.data).toBeUndefined();
    expect(over.errors?.map((e) => e.extensions)).toEqual([
      { code: 'QUERY_TOO_LARGE', limit: 'tokens', max: CONTENT_QUERY_LIMITS.maxTokens },
    ]);
  });

  it('caps the content queries (SQL statements) one request may run', async () => {
    const home = `home(locale: "en-GB") { heroImages { id } exploreRanges { id } featuredProducts { id }
      customerDetails { id } newsUpdates { id } ourClient { id } homePageHeading { newsTitle } }`;
    const fields = `locales searchHeader(locale: "en-GB") { searchTitle } menus(locale: "en-GB") { id }
      footer(locale: "en-GB") { copyright } countries(locale: "en-GB") { name } ${home}
      ourClient(locale: "en-GB") { id } customerDetails(locale: "en-GB") { id }
      newsUpdates(locale: "en-GB") { id } newsUpdatesCount(locale: "en-GB")
      newsCategories(locale: "en-GB") { newsType } newsYearLabel(locale: "en-GB") { yearKey }
      productCategoryHeaders(locale: "en-GB") { id } productHeader(locale: "en-GB") { title }
      productDetails(locale: "en-GB") { id } mainCategories(locale: "en-GB") { id }
      productTechSpecs(locale: "en-GB") { id } caseStudies(locale: "en-GB") { id }
      casestudyCategories(locale: "en-GB") { id } howToVideos(locale: "en-GB") { id }`;
    const all = await t.gql(`{ ${fields} }`);
    expect(all.errors).toBeUndefined();
    const more = await t.gql(
      `{ ${fields} ${times(5, (i) => `h${i}: home(locale: "en-GB") { ourClient { id } }`)} }`,
    );
    expect(limitsHit(more)).toEqual(['storeQueries']);
    expect(more.errors?.[0]?.message).toMatch(/at most 30 content queries/);
  });

  it('declares list sizes that the seeded content fits in every locale', async () => {
    const seen = new Map<string, number>();
    const walk = (value: unknown, key: string, parent: string) => {
      if (Array.isArray(value)) {
        seen.set(`${parent}.${key}`, Math.max(seen.get(`${parent}.${key}`) ?? 0, value.length));
        for (const item of value) walk(item, key, parent);
      } else if (value && typeof value === 'object') {
        const type = (value as { __typename?: string }).__typename ?? parent;
        for (const [k, v] of Object.entries(value)) walk(v, k, type);
      }
    };
    // Two requests: one may ask for at most 30 content queries.
    const documents = [
      `query All($l: Locale!) { __typename locales
          menus(locale: $l) { __typename sub_menus { __typename child_menus { id } } }
          footer(locale: $l) { __typename addresses { title } contactDetails { title }
            footerLinks { link } legalLinks { url } awards { title } socialMedia { url } }
          countries(locale: $l) { name } ourClient(locale: $l) { id }
          newsCategories(locale: $l) { newsType } newsYearLabel(locale: $l) { yearKey }
          productCategoryHeaders(locale: $l) { id } productDetails(locale: $l) { id }
          mainCategories(locale: $l) { __typename range_filters { id } }
          productTechSpecs(locale: $l) { id } casestudyCategories(locale: $l) { id }
          caseStudies(locale: $l, limit: 20) { __typename pictures { url }
            casestudy_categories { id } casestudy_products { __typename pictures { url } }
            productSkuList }
          howToVideos(locale: $l, limit: 20) { __typename productSkuList }
          home(locale: $l) { __typename heroImages { id } ourClient { id } }
          catalogueYears(locale: $l) { id } }`,
      `query More($l: Locale!) { __typename
          careerLocations(locale: $l) { id } faqCategories(locale: $l) { __typename faqs { id } }
          teams(locale: $l) { __typename members { id } } ourValues(locale: $l) { id }
          globalOffers(locale: $l) { id } whyRobuses(locale: $l) { id }
          ourHeritages(locale: $l) { id } ourTeams(locale: $l) { id }
          careerPage(locale: $l) { __typename career_work_withs { title } values { title }
            teamMembers { name } awards { title } }
          careersOpportunities(locale: $l) { __typename career_types { id }
            career_locations { id } careers_departments { id } }
          continentsConnection(locale: $l) { __typename nodes { __typename call_uses { __typename } } }
          page(locale: $l, id: "2") { __typename pageZone { __typename } }
          privacyPolicyRelations(locale: $l) { __typename privacy_policy_details { __typename } }
          sustainabilityTopCards(locale: $l) { __typename }
          sustainabilityActions(locale: $l) { __typename }
          carbonNeutralContents(locale: $l) { __typename }
          sustainabilityContents(locale: $l) { __typename }
          certifications(locale: $l) { __typename } pillarLists(locale: $l) { __typename } }`,
      `query Landing($l: Locale!) { __typename
          loyaltyAppHeader(locale: $l) { __typename toolkits { title }
            qualityThinkingItems { title } testimonials { id } faqs { question } terms { title } }
          warrantyPage(locale: $l) { __typename quality_promises { id } certifications { title }
            faqs { question } }
          lightingDesignNew(locale: $l) { __typename whyChooseItems { title }
            whatHappensSteps { title } teams { name } faqs { question } }
          customisedConversionPage(locale: $l) { __typename features { title }
            conversionOptions { title } retrofitCards { title } }
          portalLogin(locale: $l) { __typename tabs { key } }
          marketingCollateral(locale: $l) { __typename items { title } }
          ziignaHeader(locale: $l) { __typename departments { id } combinations { id }
            features { id } contents { id } } }`,
      `query Builder($l: Locale!) { __typename
          ziignaParams(locale: $l) { __typename values { __typename ziigna_sub_params } }
          ziignaSubParams(locale: $l) { __typename values { id } } }`,
    ];
    for (const locale of ['en-GB', 'fr-FR', 'en-AU', 'en-NZ']) {
      for (const document of documents) {
        const res = await t.gql(document, { l: locale });
        expect(res.errors).toBeUndefined();
        walk(res.data, '', 'Query');
      }
    }
    const declared = Object.keys(LIST_SIZES).sort();
    const measured = [...seen.keys()].filter((k) => k in LIST_SIZES).sort();
    expect(measured).toEqual(declared);
    for (const key of declared) expect(seen.get(key), key).toBeLessThanOrEqual(LIST_SIZES[key]!);
  });
});

describe('content GraphQL text arguments', () => {
  it('answers control characters in any text argument with BAD_USER_INPUT', async () => {
    const cases: [string, string, Record<string, unknown>][] = [
      ['newsUpdates', 'search', { search: 'led\u0000' }],
      ['newsUpdates', 'slug', { slug: 'a\u0001b' }],
      ['newsUpdates', 'category', { category: 'product\u001f' }],
      ['newsUpdatesCount', 'search', { search: '\u007f' }],
      ['customerDetails', 'slug', { slug: 'x\u0000' }],
      ['productCategoryHeaders', 'slug', { slug: 'downlights\u0000' }],
      ['mainCategories', 'title', { title: 'Down\u0008lights' }],
      ['caseStudies', 'sku', { sku: 'SKU\u0000' }],
      ['caseStudies', 'range', { range: 'AURA\u001b' }],
      ['howToVideos', 'skus', { skus: ['ok', 'bad\u0000'] }],
      ['howToVideos', 'id', { id: '\u0000' }],
      ['howToVideos', 'heading', { heading: 'how\u0007to' }],
    ];
    for (const [field, arg, variables] of cases) {
      const type = arg === 'skus' ? '[String!]' : arg === 'id' ? 'ID' : 'String';
      const selection = field === 'newsUpdatesCount' ? '' : '{ __typename }';
      const res = await t.gql(
        `query($v: ${type}) { ${field}(locale: "en-GB", ${arg}: $v) ${selection} }`,
        { v: variables[arg] },
      );
      expect(res.errors, `${field}(${arg})`).toHaveLength(1);
      expect(res.errors?.[0]?.extensions?.code, `${field}(${arg})`).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.extensions?.issues?.[0]).toEqual({
        field: arg === 'skus' ? 'skus.1' : arg,
        message: 'Must not contain control characters',
      });
    }
    // As an escape inside a literal, too; tabs and newlines around a term are trimmed away.
    const literal = await t.gql(`{ newsUpdates(locale: "en-GB", search: "a\\u0000b") { id } }`);
    expect(literal.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const padded = await t.gql(`{ newsUpdates(locale: "en-GB", search: "\\tLED\\n") { id } }`);
    expect(padded.errors).toBeUndefined();
  });
});

describe('schema exploration', () => {
  const introspect = `{ __schema { queryType { name } types { name } } }`;

  it('refuses introspection and suggestions unless enabled', async () => {
    for (const query of [introspect, `{ __type(name: "Menu") { fields { name } } }`]) {
      const res = await t.gql(query);
      expect(res.data).toBeUndefined();
      expect(res.errors?.[0]?.message).toMatch(/introspection/i);
    }
    const typename = await t.gql<{ __typename: string }>(`{ __typename }`);
    expect(typename.data?.__typename).toBe('Query');

    const field = await t.gql(`{ menu(locale: "en-GB") { id } }`);
    expect(field.errors?.[0]?.message).toBe('Cannot query field "menu" on type "Query".');
    const arg = await t.gql(`{ menus(local: "en-GB") { id } }`);
    expect(arg.errors?.map((e) => e.message).join(' ')).not.toMatch(/Did you mean/);
    const enumVariable = await t.gql(
      `query($c: NewsCountry) { newsUpdates(locale: "en-GB", country: $c) { id } }`,
      { c: 'franc' },
    );
    expect(enumVariable.errors?.[0]?.message).toMatch(/"franc" does not exist in "NewsCountry"/);
    expect(enumVariable.errors?.[0]?.message).not.toMatch(/Did you mean|france/);
  });

  it('answers both when GRAPHQL_INTROSPECTION turns them on', async () => {
    const open = await createTestApp({ app: { graphqlIntrospection: true } });
    try {
      const gql = async (query: string) =>
        (
          await open.app.inject({
            method: 'POST',
            url: '/graphql',
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ query }),
          })
        ).json() as {
          data?: { __schema?: { queryType: { name: string } } };
          errors?: { message: string }[];
        };
      const res = await gql(introspect);
      expect(res.errors).toBeUndefined();
      expect(res.data?.__schema?.queryType.name).toBe('Query');
      const field = await gql(`{ menu(locale: "en-GB") { id } }`);
      expect(field.errors?.[0]?.message).toMatch(/Did you mean "menus"\?/);
    } finally {
      await open.close();
    }
  });
});
