import { describe, expect, it } from 'vitest';
import { FACET_NAMES } from '@lumen/validation';
import { MAIN_CATEGORIES } from '#src/seed/taxonomy.ts';
import { ean13, generateCatalogue } from './generate-catalogue.ts';
import { CATEGORY_PROFILES, PRODUCT_NOUNS } from './vocabulary.ts';

const catalogue = generateCatalogue(1500);
const products = catalogue.products(0, catalogue.size);

describe('generateCatalogue', () => {
  it('is deterministic, and product i is the same whatever the catalogue size', () => {
    const again = generateCatalogue(1500).products(700, 705);
    expect(again).toEqual(products.slice(700, 705));
    const bigger = generateCatalogue(3000).products(0, 50);
    expect(bigger.map((p) => [p.partNumber, p.texts])).toEqual(
      products.slice(0, 50).map((p) => [p.partNumber, p.texts]),
    );
  });

  it('covers at least 8 main categories, Downlights among them, with sub categories and ranges', () => {
    const mains = catalogue.categories.filter((c) => c.parentId === null);
    expect(mains.length).toBeGreaterThanOrEqual(8);
    expect(mains.map((c) => c.key)).toContain('downlights');
    const used = new Set(products.map((p) => p.mainCategoryId));
    expect(used.size).toBe(mains.length);
    const subsUsed = new Set(products.map((p) => p.subCategoryId));
    expect(subsUsed.size).toBe(catalogue.categories.length - mains.length);
    expect(new Set(products.map((p) => p.rangeId)).size).toBe(catalogue.ranges.length);
  });

  it('knows a product noun and a profile for every taxonomy entry', () => {
    for (const cat of MAIN_CATEGORIES) {
      expect(CATEGORY_PROFILES[cat.key], cat.key).toBeDefined();
      for (const sub of cat.subCategories) expect(PRODUCT_NOUNS[sub.en], sub.en).toBeDefined();
    }
  });

  it('gives unique part numbers, EANs and slugs per language', () => {
    expect(new Set(products.map((p) => p.partNumber)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.eanCode)).size).toBe(products.length);
    for (const language of ['en-GB', 'fr-FR'] as const) {
      const slugs = products.map((p) => p.texts.find((t) => t.language === language)?.slug);
      expect(new Set(slugs).size).toBe(products.length);
      expect(slugs.every((s) => s && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(s))).toBe(true);
    }
    for (const lang of ['en-GB', 'fr-FR'] as const) {
      const slugs = catalogue.categories.map((c) => c.texts.find((t) => t.language === lang)?.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('writes English and French copy, never the same text twice', () => {
    const p = products.find((x) => !x.isAccessory && x.mainCategoryId === 1);
    const en = p?.texts.find((t) => t.language === 'en-GB');
    const fr = p?.texts.find((t) => t.language === 'fr-FR');
    expect(en?.title).toMatch(/Downlight/);
    expect(fr?.title).toMatch(/Spot/);
    expect(en?.longText).toMatch(/lm from \d+ W/);
    expect(fr?.longText).toMatch(/lm pour \d+ W/);
    expect(en?.longText).not.toBe(fr?.longText);
  });

  it('produces every facet of the spec, including NA, UGR >22 and 100W+', () => {
    const values = (name: string) =>
      new Set(products.map((p) => (p.facets as Record<string, string>)[name]));
    for (const name of FACET_NAMES.filter((n) => n !== 'subCategory' && n !== 'range')) {
      expect(values(name).size, name).toBeGreaterThan(1);
    }
    expect(values('UGR').has('>22')).toBe(true);
    expect(values('totalPower').has('100W+')).toBe(true);
    expect(values('CCT').has('NA')).toBe(true);
    expect(values('energyClass').has('NA')).toBe(true);
    expect(values('smartProduct')).toEqual(new Set(['Yes', 'No']));
  });

  it('carries the custom fields of the spec, with some products hidden in some countries', () => {
    const names = new Set(products.flatMap((p) => p.customFields.map((f) => f.name)));
    for (const name of [
      'IP Rating',
      'IK Rating',
      'Lifetime_(Hrs)',
      'Warranty',
      '2yr_On-Site_Warranty',
      'Tilt Angle',
      'Rotation Angle',
      'ICEL',
      'MainCategory',
      'Main web',
      'FR web',
      'Aus web',
      'NZ web',
    ]) {
      expect(names.has(name), name).toBe(true);
    }
    for (const flag of ['Main web', 'FR web', 'Aus web', 'NZ web']) {
      const hidden = products.filter((p) =>
        p.customFields.some((f) => f.name === flag && f.value === '0'),
      ).length;
      expect(hidden, flag).toBeGreaterThan(0);
      expect(hidden, flag).toBeLessThan(products.length * 0.2);
    }
  });

  it('links accessories and related products that exist, never the product itself', () => {
    const ids = new Set(products.map((p) => p.id));
    const accessoryIds = new Set(products.filter((p) => p.isAccessory).map((p) => p.id));
    expect(accessoryIds.size).toBeGreaterThan(50);
    const luminaires = products.filter((p) => !p.isAccessory);
    expect(luminaires.filter((p) => p.accessoryIds.length > 0).length).toBeGreaterThan(
      luminaires.length * 0.9,
    );
    for (const p of products) {
      for (const a of p.accessoryIds) expect(accessoryIds.has(a)).toBe(true);
      for (const r of p.relatedIds) expect(ids.has(r) && r !== p.id).toBe(true);
    }
  });

  it('gives each product pictures (one main) and range documents in both languages', () => {
    for (const p of products.slice(0, 200)) {
      expect(p.media.filter((m) => m.isMainMedia)).toHaveLength(1);
      expect(p.media.every((m) => /\.(jpg|png|svg)$/.test(m.languages[0]?.filename ?? ''))).toBe(
        true,
      );
      expect(p.documents.map((d) => `${d.type}:${d.language}`).sort()).toEqual([
        'datasheet:en-GB',
        'datasheet:fr-FR',
        'installation-guide:en-GB',
        'installation-guide:fr-FR',
      ]);
    }
    expect(products.some((p) => !p.media[0]?.isMainMedia)).toBe(true);
    expect(catalogue.documentFiles.length).toBe(catalogue.ranges.length * 4);
  });

  it('ranks best sellers 1..n without gaps', () => {
    const ranks = products.map((p) => p.bestSellerRank).sort((a, b) => a - b);
    expect(ranks[0]).toBe(1);
    expect(ranks.at(-1)).toBe(products.length);
    expect(new Set(ranks).size).toBe(products.length);
  });

  it('computes EAN-13 check digits', () => {
    expect(ean13(400638133393)).toBe('4006381333931');
    for (const p of products.slice(0, 50)) expect(p.eanCode).toMatch(/^\d{13}$/);
  });
});
