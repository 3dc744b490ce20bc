import { describe, expect, it } from 'vitest';
import { createTranslator } from '@lumen/i18n/messages';
import type { Product } from '@lumen/validation';
import {
  descriptionParagraphs,
  featureChips,
  isVisibleIn,
  productBadges,
  techSpecValue,
} from './product-facts.ts';

const fields = (entries: Record<string, string>) =>
  Object.entries(entries).map(([name, value]) => ({ name, value, language: null }));

const feature = (
  etimId: string,
  featureValue: string,
  unit: string | null,
  description = etimId,
) => ({
  etimId,
  description,
  value: { featureValue, unit },
});

const product = {
  language: 'en-GB',
  originalLongText: [{ language: 'en-GB', value: 'First paragraph.\n\nSecond paragraph.' }],
  customFields: fields({
    'IP Rating': 'IP44',
    'IK Rating': 'ik02',
    'Lifetime_(Hrs)': '30000',
    Warranty: '5',
    '2yr_On-Site_Warranty': 'Yes',
    ICEL: 'Yes',
    'Tilt Angle': '45°',
    'Rotation Angle': '0°',
    'Main web': '1',
    'FR web': '0',
  }),
  featureGroups: [
    {
      etimId: 'EG000027',
      description: 'Electrical',
      features: [
        feature('EF000280', '5', 'W'),
        feature('EF000137', 'Yes', null, 'Dimmable'),
        feature('EF000021', '0.9', null),
        feature('EF000037', '30000', 'h'),
      ],
    },
    {
      etimId: 'EG000028',
      description: 'Photometric',
      features: [
        feature('EF009346', '440', 'lm'),
        feature('EF011946', '3000', 'K'),
        feature('EF000442', '>80', null),
        feature('EF009348', '90', '°'),
      ],
    },
  ],
} as unknown as Product;

describe('country visibility', () => {
  it("hides a product whose country flag is '0' (countries 1 and 5 read Main web)", () => {
    expect(isVisibleIn(product, 1)).toBe(true);
    expect(isVisibleIn(product, 5)).toBe(true);
    expect(isVisibleIn(product, 3)).toBe(false);
    expect(isVisibleIn(product, 2)).toBe(true); // no flag: shown
  });
});

describe('badges', () => {
  it('lists warranty, on-site warranty, IP, IK, lifetime, ICEL, tilt and rotate in order', () => {
    expect(productBadges(product)).toEqual([
      { kind: 'warranty', years: '5' },
      { kind: 'onSiteWarranty' },
      { kind: 'ip', rating: 'IP44' },
      { kind: 'ik', rating: 'IK02' },
      { kind: 'lifetime', hours: 30000 },
      { kind: 'icel' },
      { kind: 'tilt', angle: '45°' },
    ]);
  });

  it('leaves out what the product does not have', () => {
    expect(
      productBadges({
        customFields: fields({
          '2yr_On-Site_Warranty': 'No',
          ICEL: 'No',
          'Tilt Angle': 'N/A',
          Warranty: '0',
        }),
      }),
    ).toEqual([]);
  });
});

describe('feature chips and tech specs', () => {
  it('reads the chips from ETIM features with their units', () => {
    expect(featureChips(product, 'en', createTranslator('en'))).toEqual([
      '5 W',
      '440 lm',
      '3000 K',
      'CRI >80',
      '90°',
      'Dimmable',
    ]);
  });

  it('names the colour rendering index in French: IRC, not CRI', () => {
    expect(featureChips(product, 'fr', createTranslator('fr'))).toContain('IRC >80');
  });

  it('resolves a tech spec from a custom field, a facet name or a feature', () => {
    expect(techSpecValue(product, 'IP Rating', 'en')).toBe('IP44');
    expect(techSpecValue(product, 'totalPower', 'en')).toBe('5 W');
    expect(techSpecValue(product, 'powerFactor', 'en')).toBe('0.9');
    expect(techSpecValue(product, 'CCT', 'en')).toBe('3000 K');
    expect(techSpecValue(product, 'EF009346', 'en')).toBe('440 lm');
    expect(techSpecValue(product, 'EF000037', 'en')).toBe('30,000 h');
    expect(techSpecValue(product, 'Lifetime_(Hrs)', 'en')).toBe('30,000');
    expect(techSpecValue(product, 'energyClass', 'en')).toBeNull();
    expect(techSpecValue(product, 'Warranty', 'en')).toBeNull();
  });

  it('writes tech spec numbers the French way: decimal comma, grouped thousands', () => {
    expect(techSpecValue(product, 'powerFactor', 'fr')).toBe('0,9');
    expect(techSpecValue(product, 'EF000037', 'fr')).toBe('30\u202f000 h');
    expect(techSpecValue(product, 'Lifetime_(Hrs)', 'fr')).toBe('30\u202f000');
    expect(techSpecValue(product, 'CCT', 'fr')).toBe('3000 K');
    expect(techSpecValue(product, 'IP Rating', 'fr')).toBe('IP44');
  });

  it('splits the description into paragraphs', () => {
    expect(descriptionParagraphs(product)).toEqual(['First paragraph.', 'Second paragraph.']);
  });
});
