import { getNamedType, isLeafType, isObjectType, type GraphQLNamedType } from 'graphql';
import { LOCALES, type Locale } from '@lumen/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentTestApp } from '#src/testing/content-test-app.ts';
import type { Collection } from './collections.ts';
import { contentSchema } from './schema.ts';

let t: Awaited<ReturnType<typeof createContentTestApp>>;
beforeAll(async () => {
  t = await createContentTestApp();
});
afterAll(() => t.close());

type Doc = Record<string, unknown>;

/** The campaigns app's landing-page queries (issue 11 point 5) and the collection each reads. */
const PAGES: Record<string, Collection> = {
  loyaltyAppHeader: 'loyaltyAppHeader',
  warrantyPage: 'warrantyPage',
  lightingDesignNew: 'lightingDesignNew',
  customisedConversionPage: 'customisedConversionPage',
  energyCalculatorHeading: 'energyCalculatorHeading',
  energySavingCalculator: 'energySavingCalculator',
  portalLogin: 'portalLogin',
  marketingCollateral: 'marketingCollateral',
  ziignaHeader: 'ziignaHeader',
};

/**
 * Every field of a type, nested lists included, read from the schema: a field added to the
 * SDL is then checked against the files here without editing this test.
 */
function selectionOf(type: GraphQLNamedType): string {
  if (!isObjectType(type)) return '';
  const fields = Object.values(type.getFields()).map((f) => {
    const named = getNamedType(f.type);
    return isLeafType(named) ? f.name : `${f.name} { ${selectionOf(named)} }`;
  });
  return fields.join(' ');
}

function pageQuery(field: string): string {
  const type = getNamedType(contentSchema.getQueryType()!.getFields()[field]!.type);
  return `query ($locale: Locale!) { ${field}(locale: $locale) { ${selectionOf(type)} } }`;
}

async function page<T = Doc>(field: string, locale: Locale): Promise<T> {
  const res = await t.gql<Record<string, T>>(pageQuery(field), { locale });
  expect(res.errors).toBeUndefined();
  expect(res.data?.[field], `${field} in ${locale}`).toBeTruthy();
  return res.data![field]!;
}

/** The seeded document of a singleton in one locale, as the loader built it from the files. */
function seeded(collection: Collection, locale: Locale): Doc | undefined {
  return t.docs.find((d) => d.collection === collection && d.locale === locale)?.data;
}

/** A stored value as GraphQL returns it for the result's shape: missing fields are null. */
function asServed(stored: unknown, served: unknown): unknown {
  if (Array.isArray(served))
    return ((stored as unknown[] | undefined) ?? []).map((s, i) => asServed(s, served[i]));
  if (served && typeof served === 'object') {
    const source = (stored ?? {}) as Doc;
    return Object.fromEntries(
      Object.keys(served).map((k) => [k, asServed(source[k], (served as Doc)[k])]),
    );
  }
  return stored ?? null;
}

describe('landing-page queries in every locale', () => {
  it.each(LOCALES.slice(1))(
    'serve each field from the %s file when it has it, else from en-GB',
    async (locale) => {
      let overridden = 0;
      for (const [field, collection] of Object.entries(PAGES)) {
        const served = await page(field, locale);
        const base = seeded(collection, 'en-GB')!;
        const regional = seeded(collection, locale) ?? {};
        expect(base, collection).toBeDefined();
        for (const key of Object.keys(served)) {
          const from = key in regional ? regional : base;
          expect(served[key], `${field}.${key} in ${locale}`).toEqual(
            asServed(from[key], served[key]),
          );
          if (key in regional && JSON.stringify(regional[key]) !== JSON.stringify(base[key]))
            overridden++;
        }
      }
      // The comparison means something only if some fields really differ from en-GB.
      expect(overridden).toBeGreaterThan(locale === 'fr-FR' ? 100 : 5);
    },
  );

  it('fall back to en-GB field by field in French: translated copy, English-only fields shared', async () => {
    const en = await page('loyaltyAppHeader', 'en-GB');
    const fr = await page('loyaltyAppHeader', 'fr-FR');
    expect(fr.title).toBe('Lumen Rewards\u00a0: des points sur chaque luminaire posé');
    expect(fr.title).not.toBe(en.title);
    // Not in the French file: read from the English one.
    expect(seeded('loyaltyAppHeader', 'fr-FR')).not.toHaveProperty('heroImage');
    expect(fr.heroImage).toBe(en.heroImage);
    expect(fr.playStoreLink).toBe(en.playStoreLink);
    expect(fr.video).toBe(en.video);
    // In the French file: its own value, even for a link.
    expect(fr.appStoreLink).toMatch(/^https:\/\/apps\.apple\.com\/fr\//);
  });
});

type Faq = { question: string; answer: string };

/** A page's phone number and e-mail address in each locale. */
async function contactLines(field: string, phone: string, email: string) {
  const lines: Record<string, unknown[]> = {};
  for (const locale of LOCALES) {
    const p = await page(field, locale);
    lines[locale] = [p[phone], p[email]];
  }
  return lines;
}

/** The Sydney and Auckland offices answer for every page that has a contact line. */
const ANZ_CONTACT_LINES = {
  'en-AU': ['1300 975 707', 'sales.au@lumen-lighting.example'],
  'en-NZ': ['0800 555 016', 'sales.nz@lumen-lighting.example'],
};

describe('loyaltyAppHeader', () => {
  it('has enough toolkits, quality items, testimonials and FAQs to fill the carousels', async () => {
    for (const locale of ['en-GB', 'fr-FR'] as const) {
      const p = await page<{
        toolkits: { title: string; learnMoreLink: string }[];
        qualityThinkingItems: { title: string }[];
        testimonials: { id: string; content: string; author: string }[];
        faqs: Faq[];
        terms: { title: string; details: string }[];
        seoTitle: string;
        ogImage: string;
      }>('loyaltyAppHeader', locale);
      expect(p.toolkits.length, locale).toBeGreaterThanOrEqual(4);
      expect(p.qualityThinkingItems.length, locale).toBeGreaterThanOrEqual(4);
      expect(p.testimonials.length, locale).toBeGreaterThanOrEqual(3);
      expect(new Set(p.testimonials.map((x) => x.id)).size).toBe(p.testimonials.length);
      expect(p.faqs.length, locale).toBeGreaterThanOrEqual(6);
      expect(p.terms.length, locale).toBeGreaterThanOrEqual(3);
      expect(p.seoTitle).toBeTruthy();
      expect(p.ogImage).toMatch(/^\/media\/content\//);
    }
    const en = await page<{ faqs: Faq[] }>('loyaltyAppHeader', 'en-GB');
    expect(en.faqs[0]!.question).toBe('Who can join Lumen Rewards?');
  });
});

describe('warrantyPage', () => {
  it('serves the four features, the promises and the FAQs in English and French', async () => {
    const en = await page('warrantyPage', 'en-GB');
    const fr = await page('warrantyPage', 'fr-FR');
    for (const p of [en, fr]) {
      for (const n of ['One', 'Two', 'Three', 'Four']) {
        expect(p[`feature${n}Title`]).toBeTruthy();
        expect(p[`feature${n}Description`]).toBeTruthy();
      }
      expect((p.quality_promises as unknown[]).length).toBeGreaterThanOrEqual(4);
      expect((p.faqs as unknown[]).length).toBeGreaterThanOrEqual(6);
      expect((p.certifications as unknown[]).length).toBeGreaterThanOrEqual(3);
    }
    expect(en.readMoreText).toBe('Read more');
    expect(fr.readMoreText).toBe('Lire la suite');
    expect(fr.asteriskText).toMatch(/^\*/);
  });

  it('registers Australian and New Zealand installations on the ANZ portal only', async () => {
    const link = async (locale: Locale) =>
      (await page<{ registerButtonLink: string }>('warrantyPage', locale)).registerButtonLink;
    expect(await link('en-GB')).toBe('https://portal.lumen-lighting.example/warranty/register');
    expect(await link('fr-FR')).toBe(await link('en-GB'));
    for (const locale of ['en-AU', 'en-NZ'] as const)
      expect(await link(locale)).toBe(
        'https://anz.portal.lumen-lighting.example/warranty/register',
      );
  });
});

describe('lightingDesignNew', () => {
  type Design = {
    counterValue: number;
    teams: { name: string; profilePicture: string; orderId: number }[];
    faqs: (Faq & {
      needExpansionPanel: boolean;
      expansionPanel: { title: string; content: string } | null;
    })[];
  };

  it('has a design team of at least five by orderId and FAQs, some with a second panel', async () => {
    for (const locale of ['en-GB', 'fr-FR'] as const) {
      const p = await page<Design>('lightingDesignNew', locale);
      expect(p.counterValue).toBeGreaterThan(0);
      expect(p.teams.length, locale).toBeGreaterThanOrEqual(5);
      const orders = p.teams.map((m) => m.orderId);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expect(p.faqs.length, locale).toBeGreaterThanOrEqual(6);
      const panels = p.faqs.filter((f) => f.needExpansionPanel);
      expect(panels.length).toBeGreaterThan(0);
      expect(panels.length).toBeLessThan(p.faqs.length);
      // The flag and the panel agree: the page opens a panel only when there is one.
      for (const f of p.faqs) expect(f.expansionPanel !== null).toBe(f.needExpansionPanel);
    }
    const fr = await page<Design>('lightingDesignNew', 'fr-FR');
    expect(fr.faqs[0]!.question).toBe('L’étude est-elle vraiment gratuite\u00a0?');
  });
});

describe('customisedConversionPage and the flagged case studies', () => {
  type Study = { id: string; title: string; date: string; customisedConversion: boolean };
  const STUDIES = /* GraphQL */ `
    query ($locale: Locale!, $flag: Boolean, $limit: Int) {
      caseStudies(locale: $locale, customisedConversion: $flag, sort: DATE_DESC, limit: $limit) {
        id
        title
        date
        customisedConversion
      }
      caseStudiesCount(locale: $locale, customisedConversion: $flag)
    }
  `;
  const studies = async (locale: Locale, flag: boolean | null) => {
    const res = await t.gql<{ caseStudies: Study[]; caseStudiesCount: number }>(STUDIES, {
      locale,
      flag,
      limit: 100,
    });
    expect(res.errors).toBeUndefined();
    return res.data!;
  };

  it('keeps only flagged studies, newest first, with a matching count', async () => {
    const all = await studies('en-GB', null);
    const flagged = await studies('en-GB', true);
    const others = await studies('en-GB', false);
    expect(flagged.caseStudies.length).toBeGreaterThanOrEqual(6);
    expect(flagged.caseStudies.every((s) => s.customisedConversion)).toBe(true);
    expect(others.caseStudies.some((s) => s.customisedConversion)).toBe(false);
    expect(flagged.caseStudies.length + others.caseStudies.length).toBe(all.caseStudies.length);
    expect(flagged.caseStudiesCount).toBe(flagged.caseStudies.length);
    expect(others.caseStudiesCount).toBe(others.caseStudies.length);
    const dates = flagged.caseStudies.map((s) => s.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('keeps the en-GB flag in French, with French titles', async () => {
    const en = await studies('en-GB', true);
    const fr = await studies('fr-FR', true);
    expect(fr.caseStudies.map((s) => s.id)).toEqual(en.caseStudies.map((s) => s.id));
    expect(fr.caseStudies[0]!.title).not.toBe(en.caseStudies[0]!.title);
  });

  it('gives each edition its own contact line', async () => {
    expect(await contactLines('customisedConversionPage', 'phoneNumber', 'email')).toEqual({
      'en-GB': ['+44 (0)161 496 0735', 'conversions@lumen-lighting.example'],
      'fr-FR': ['+33 (0)4 65 71 20 40', 'ventes@lumen-lighting.example'],
      ...ANZ_CONTACT_LINES,
    });
  });
});

describe('energy saving calculator', () => {
  it('serves a frame address under its own allowed origin, in the page’s language', async () => {
    for (const locale of LOCALES) {
      const c = await page<{ frameUrl: string; frameOrigin: string; initialHeight: number }>(
        'energySavingCalculator',
        locale,
      );
      expect(c.frameOrigin).toMatch(/^https:\/\/[^/]+$/);
      expect(c.frameUrl.startsWith(`${c.frameOrigin}/`), locale).toBe(true);
      expect(c.frameUrl).toContain(`lang=${locale}`);
      expect(c.initialHeight).toBeGreaterThan(0);
    }
    const heading = await page<{ title: string; seoTitle: string }>(
      'energyCalculatorHeading',
      'fr-FR',
    );
    expect(heading.title).toBe('Calculateur d’économies d’énergie');
    const fr = await page<{ title: string; topText: string; bottomText: string }>(
      'energySavingCalculator',
      'fr-FR',
    );
    expect(fr.title).toBe('Combien la LED peut-elle vous faire économiser\u00a0?');
    expect(fr.topText).toBeTruthy();
    expect(fr.bottomText).toContain('(/lighting-design)');
  });
});

describe('portalLogin', () => {
  type Portal = { tabs: { key: string; label: string; url: string }[]; helpText: string };

  it('has the Contractor, Wholesaler and Employee tabs in that order, each an https address', async () => {
    for (const locale of LOCALES) {
      const p = await page<Portal>('portalLogin', locale);
      expect(
        p.tabs.map((tab) => tab.key),
        locale,
      ).toEqual(['Contractor', 'Wholesaler', 'Employee']);
      for (const tab of p.tabs) expect(tab.url).toMatch(/^https:\/\//);
    }
    const fr = await page<Portal>('portalLogin', 'fr-FR');
    expect(fr.tabs.map((tab) => tab.label)).toEqual([
      'Installateur',
      'Distributeur',
      'Collaborateur',
    ]);
  });

  it('sends Australia and New Zealand to the ANZ portal, each with its own help line', async () => {
    const uk = await page<Portal>('portalLogin', 'en-GB');
    const au = await page<Portal>('portalLogin', 'en-AU');
    const nz = await page<Portal>('portalLogin', 'en-NZ');
    expect(uk.tabs[0]!.url).toBe('https://portal.lumen-lighting.example/contractor/login');
    for (const p of [au, nz]) {
      expect(p.tabs[0]!.url).toMatch(/^https:\/\/anz\.portal\./);
      expect(p.tabs[1]!.url).toMatch(/^https:\/\/anz\.portal\./);
      expect(p.tabs[2]!.url).toBe(uk.tabs[2]!.url);
    }
    expect(au.helpText).toContain('1300 975 707');
    expect(nz.helpText).toContain('0800 555 016');
  });
});

describe('marketingCollateral', () => {
  it('lists downloads with a back button to the home page', async () => {
    for (const locale of ['en-GB', 'fr-FR'] as const) {
      const p = await page<{
        backButtonLink: string;
        items: { title: string; downloadFile: string }[];
      }>('marketingCollateral', locale);
      expect(p.backButtonLink).toBe('/');
      expect(p.items.length).toBeGreaterThanOrEqual(4);
      for (const item of p.items) expect(item.downloadFile).toMatch(/\.pdf$/);
    }
  });
});

describe('ziignaHeader', () => {
  type Ziigna = {
    departments: { id: string; label: string; orderId: number }[];
    combinations: { id: string; title: string; description: string; orderId: number }[];
    features: { id: string; title: string; icon: string; orderId: number }[];
    contents: { id: string; description: string; ctaLink: string; orderId: number }[];
    tailorCTALink: string;
    goToBuilderCTALink: string;
    tailorDescription: string;
    linearLightingDescription: string;
  };
  const LISTS = ['departments', 'combinations', 'features', 'contents'] as const;

  it('serves every list by orderId, enough combinations for a three-wide carousel', async () => {
    for (const locale of LOCALES) {
      const p = await page<Ziigna>('ziignaHeader', locale);
      for (const list of LISTS) {
        const orders = p[list].map((item) => item.orderId);
        expect(orders, `${list} in ${locale}`).toEqual([...orders].sort((a, b) => a - b));
        expect(new Set(p[list].map((item) => item.id)).size).toBe(p[list].length);
      }
      expect(p.combinations.length, locale).toBeGreaterThanOrEqual(4);
      expect(p.features.length, locale).toBeGreaterThanOrEqual(4);
      expect(p.contents.length, locale).toBeGreaterThanOrEqual(2);
      expect(p.tailorCTALink).toBe('/ziigna-linear-lighting/builder');
      expect(p.goToBuilderCTALink).toBe('/ziigna-linear-lighting/builder');
    }
    const fr = await page<Ziigna>('ziignaHeader', 'fr-FR');
    expect(fr.combinations.map((c) => c.title)).toContain('Ligne continue');
    expect(fr.features[0]!.icon).toMatch(/^\/media\/content\//);
  });

  it('links panel content only to combinations the page has, in every locale', async () => {
    for (const locale of LOCALES) {
      const p = await page<Ziigna>('ziignaHeader', locale);
      const ids = new Set(p.combinations.map((c) => c.id));
      const markdown = [
        p.tailorDescription,
        p.linearLightingDescription,
        ...p.combinations.map((c) => c.description),
        ...p.contents.map((c) => c.description),
      ].join('\n');
      const targets = [...markdown.matchAll(/\]\(#combination-([^)]*)\)/g)].map((m) => m[1]);
      expect(targets.length, locale).toBeGreaterThan(5);
      for (const id of targets) expect(ids.has(id!), `#combination-${id} in ${locale}`).toBe(true);
    }
  });

  it('gives each edition its own contact line', async () => {
    expect(await contactLines('ziignaHeader', 'chatCallNo', 'chatEmail')).toEqual({
      'en-GB': ['+44 (0)161 496 0742', 'ziigna@lumen-lighting.example'],
      'fr-FR': ['+33 (0)4 65 71 20 42', 'ziigna.fr@lumen-lighting.example'],
      ...ANZ_CONTACT_LINES,
    });
  });
});

describe('landing-page queries given bad input', () => {
  it('reject an unknown or missing locale before any resolver runs', async () => {
    for (const field of Object.keys(PAGES)) {
      const res = await t.gql(`query ($l: Locale!) { ${field}(locale: $l) { __typename } }`, {
        l: 'en-US',
      });
      expect(res.data, field).toBeUndefined();
      expect(res.errors?.[0]?.message).toMatch(/locale must be one of en-GB, fr-FR, en-AU, en-NZ/);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const long = await t.gql(`query ($l: Locale!) { ${field}(locale: $l) { __typename } }`, {
        l: 'x'.repeat(10_000),
      });
      expect(long.data, field).toBeUndefined();
      expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const missing = await t.gql(`{ ${field} { __typename } }`);
      expect(missing.errors?.[0]?.message).toMatch(/argument "locale"/);
    }
  });

  it('reject a customisedConversion that is not a boolean', async () => {
    const res = await t.gql(
      `query ($f: Boolean) { caseStudies(locale: "en-GB", customisedConversion: $f) { id } }`,
      { f: 'yes' },
    );
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0]?.message).toMatch(/Boolean/);
  });
});
