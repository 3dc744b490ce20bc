import { LOCALES, type Locale } from '@lumen/i18n';
import {
  ZIIGNA_IDS,
  ZIIGNA_OUTPUT_KINDS,
  ZIIGNA_RUN_PARTS,
} from '@lumen/validation/ziigna-builder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentTestApp } from '#src/testing/content-test-app.ts';

let t: Awaited<ReturnType<typeof createContentTestApp>>;
beforeAll(async () => {
  t = await createContentTestApp();
});
afterAll(() => t.close());

type Value = { id: string; label: string; subLabel: string | null };
type Param = { id: string; orderId: number; title: string; values: ParamValue[] };
type ParamValue = Value & { ziigna_sub_params: string[] };
type SubParam = { id: string; orderId: number; title: string; values: Value[] };
type Header = Record<string, string | null>;

const HEADER_FIELDS = `bannerImage mobileBannerImage bannerAlternativeText bannerTitle headerImage
  headerImageAlternativeText headerTitle headerDescription buildZiignaTitle completeCTA quoteCTA
  backLinkText seoTitle seoDescription seoKeywords ogImage`;
const SUB_PARAM_FIELDS = 'id orderId title values { id label subLabel }';

async function builder(locale: Locale) {
  const res = await t.gql<{
    ziignaBuilderHeader: Header;
    ziignaParams: Param[];
    ziignaSubParams: SubParam[];
  }>(
    `query ($locale: Locale!) {
      ziignaBuilderHeader(locale: $locale) { ${HEADER_FIELDS} }
      ziignaParams(locale: $locale) { id orderId title values { id label subLabel ziigna_sub_params } }
      ziignaSubParams(locale: $locale) { ${SUB_PARAM_FIELDS} }
    }`,
    { locale },
  );
  expect(res.errors).toBeUndefined();
  return res.data!;
}

async function subParamsTitled(locale: Locale, title: string) {
  const res = await t.gql<{ ziignaSubParams: SubParam[] }>(
    `query ($locale: Locale!, $title: String) {
      ziignaSubParams(locale: $locale, title: $title) { ${SUB_PARAM_FIELDS} }
    }`,
    { locale, title },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.ziignaSubParams;
}

const ids = (list: readonly { id: string }[]) => list.map((x) => x.id);
const byId = <T extends { id: string }>(list: readonly T[], id: string): T => {
  const found = list.find((x) => x.id === id);
  expect(found, id).toBeDefined();
  return found!;
};
const seeded = (collection: string, id: string, locale: Locale) =>
  t.docs.find((d) => d.collection === collection && d.id === id && d.locale === locale)?.data;

describe('ziignaBuilderHeader', () => {
  it.each(LOCALES.slice(1))(
    'serves each field from the %s file, else from en-GB',
    async (locale) => {
      const served = (await builder(locale)).ziignaBuilderHeader;
      const base = seeded('ziignaBuilderHeader', 'default', 'en-GB')!;
      const regional = seeded('ziignaBuilderHeader', 'default', locale) ?? {};
      for (const key of Object.keys(served))
        expect(served[key], `${key} in ${locale}`).toBe(
          (key in regional ? regional[key] : base[key]) ?? null,
        );
    },
  );

  it('is translated in French, images and the og image shared with English', async () => {
    const [en, fr] = [
      (await builder('en-GB')).ziignaBuilderHeader,
      (await builder('fr-FR')).ziignaBuilderHeader,
    ];
    expect(en.completeCTA).toBe('Complete / download');
    expect(en.quoteCTA).toBe('Get a Quote');
    expect(fr.bannerTitle).toBe('Composez votre Ziigna');
    expect(fr.completeCTA).not.toBe(en.completeCTA);
    expect(fr.bannerImage).toBe(en.bannerImage);
    expect(fr.mobileBannerImage).toBe(en.mobileBannerImage);
    expect(fr.ogImage).toBe(en.ogImage);
  });
});

describe('ziignaParams and ziignaSubParams', () => {
  it('come by orderId, with the same ids and structure in every locale and French words', async () => {
    const en = await builder('en-GB');
    const structure = (b: typeof en) =>
      b.ziignaParams.map((p) => [p.id, p.values.map((v) => [v.id, v.ziigna_sub_params])]);
    const orders = en.ziignaParams.map((p) => p.orderId);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const subOrders = en.ziignaSubParams.map((p) => p.orderId);
    expect(subOrders).toEqual([...subOrders].sort((a, b) => a - b));
    for (const locale of LOCALES.slice(1)) {
      const other = await builder(locale);
      expect(structure(other), locale).toEqual(structure(en));
      expect(
        other.ziignaSubParams.map((p) => [p.id, ids(p.values)]),
        locale,
      ).toEqual(en.ziignaSubParams.map((p) => [p.id, ids(p.values)]));
    }
    const fr = await builder('fr-FR');
    const style = byId(fr.ziignaParams, ZIIGNA_IDS.style);
    expect(byId(style.values, ZIIGNA_IDS.linear).label).toBe('Linéaire');
    expect(byId(byId(en.ziignaParams, ZIIGNA_IDS.style).values, 'linear').label).toBe('Linear');
    expect(byId(fr.ziignaSubParams, 'start-length').values.map((v) => v.label)).toContain('0,6 m');
  });

  it('name only sub-parameters that exist', async () => {
    const { ziignaParams, ziignaSubParams } = await builder('en-GB');
    const known = new Set(ids(ziignaSubParams));
    const named = ziignaParams.flatMap((p) => p.values.flatMap((v) => v.ziigna_sub_params));
    expect(named.filter((id) => !known.has(id))).toEqual([]);
    expect(named.length).toBeGreaterThan(8);
  });

  it('exercise every rule of spec §4 in the seed', async () => {
    const { ziignaParams, ziignaSubParams } = await builder('en-GB');
    const params = new Map(ziignaParams.map((p) => [p.id, p]));
    // Linear and Shape each show sub-options.
    const style = params.get(ZIIGNA_IDS.style)!;
    for (const id of [ZIIGNA_IDS.linear, ZIIGNA_IDS.shape])
      expect(byId(style.values, id).ziigna_sub_params.length, id).toBeGreaterThan(0);
    // Single plus Linear gives the radio output; the other configurations the checkboxes.
    expect(ids(params.get(ZIIGNA_IDS.run)!.values)).toContain(ZIIGNA_IDS.single);
    expect(params.get(ZIIGNA_IDS.run)!.values.length).toBeGreaterThan(1);
    expect(ids(params.get(ZIIGNA_IDS.colour)!.values)).toContain(ZIIGNA_IDS.customColour);
    // Standalone, Start, Middle and End each open their own sub-parameters.
    const modules = params.get(ZIIGNA_IDS.modules)!;
    expect(ids(modules.values)).toEqual([ZIIGNA_IDS.standalone, ...ZIIGNA_RUN_PARTS]);
    const opened = modules.values.map((v) => v.ziigna_sub_params);
    for (const list of opened) expect(list.length).toBeGreaterThan(0);
    expect(new Set(opened.flat()).size).toBe(opened.flat().length);
    // Module lengths from 0.6 to 3 m (spec §9).
    const lengths = byId(ziignaSubParams, 'start-length').values.map((v) => v.label);
    expect(lengths[0]).toBe('0.6 m');
    expect(lengths.at(-1)).toBe('3.0 m');
    // The output step: its four kinds, densities with their lumens per metre.
    const output = byId(ziignaSubParams, ZIIGNA_IDS.output);
    expect(ids(output.values)).toEqual([...ZIIGNA_OUTPUT_KINDS]);
    expect(output.values.map((v) => v.label)).toEqual([
      'High Density',
      'Low Density',
      'Custom',
      'Not Sure',
    ]);
    expect(byId(output.values, 'low-density').subLabel).toMatch(/1,750 lm/);
    expect(byId(output.values, 'high-density').subLabel).toMatch(/3,500 lm/);
    // The sub-parameters of an ordinary parameter's value (suspension length).
    expect(byId(params.get('mounting')!.values, 'suspended').ziigna_sub_params).toEqual([
      'suspension-length',
    ]);
  });

  it('lay a regional file’s words over en-GB value by value', async () => {
    const emergency = (p: Param[]) => byId(p, 'emergency').values;
    const gb = emergency((await builder('en-GB')).ziignaParams);
    for (const locale of ['en-AU', 'en-NZ'] as const) {
      const regional = emergency((await builder(locale)).ziignaParams);
      expect(byId(regional, '3h-self-test').subLabel).toMatch(/AS\/NZS 2293/);
      // Not in the regional file: the en-GB sub-label.
      expect(byId(regional, 'none').subLabel).toBe(byId(gb, 'none').subLabel);
    }
  });
});

describe('ziignaSubParams(title:)', () => {
  it('finds the output step by its title in English, in French, and in any case', async () => {
    for (const [locale, title] of [
      ['en-GB', 'Output'],
      ['fr-FR', 'Output'],
      ['fr-FR', 'Flux lumineux'],
      ['en-AU', 'OUTPUT'],
    ] as const) {
      const found = await subParamsTitled(locale, title);
      expect(ids(found), `${title} in ${locale}`).toEqual([ZIIGNA_IDS.output]);
    }
    const fr = await subParamsTitled('fr-FR', 'Output');
    expect(fr[0]!.title).toBe('Flux lumineux');
    expect(fr[0]!.values.map((v) => v.label)).toContain('Haute densité');
  });

  it('returns nothing for an unknown title and everything without one', async () => {
    expect(await subParamsTitled('en-GB', 'Flux capacitor')).toEqual([]);
    expect(await subParamsTitled('en-GB', '')).toHaveLength(
      (await builder('en-GB')).ziignaSubParams.length,
    );
  });

  it('refuses a 5,000-character title and a bad locale as the client’s mistake', async () => {
    const long = await t.gql(
      `query ($t: String) { ziignaSubParams(locale: "en-GB", title: $t) { id } }`,
      {
        t: 'x'.repeat(5000),
      },
    );
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(long.response.body.length).toBeLessThan(1000);
    const locale = await t.gql(`{ ziignaParams(locale: "xx-XX") { id } }`);
    expect(locale.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
