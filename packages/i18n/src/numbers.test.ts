import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from './locales.ts';
import { formatNumber, localizeNumbers } from './numbers.ts';

// French groups with a narrow no-break space (U+202F); written out so the tests show it.
const NNBSP = '\u202f';

describe('formatNumber', () => {
  it.each([
    ['en-GB', '1,500', '0.9', '30,000'],
    ['en-AU', '1,500', '0.9', '30,000'],
    ['en-NZ', '1,500', '0.9', '30,000'],
    ['fr-FR', `1${NNBSP}500`, '0,9', `30${NNBSP}000`],
  ] as const)('writes numbers for %s', (locale, thousands, decimal, big) => {
    expect(formatNumber(1500, locale)).toBe(thousands);
    expect(formatNumber(0.9, locale)).toBe(decimal);
    expect(formatNumber(30_000, locale)).toBe(big);
  });

  it('takes a language as well as a locale, and Intl options', () => {
    expect(formatNumber(0.95, 'fr')).toBe('0,95');
    expect(formatNumber(0.95, 'en')).toBe('0.95');
    expect(formatNumber(5, 'fr-FR', { minimumFractionDigits: 1 })).toBe('5,0');
  });

  const IntlNumberFormat = Intl.NumberFormat;
  afterEach(() => {
    Intl.NumberFormat = IntlNumberFormat;
  });

  /**
   * Writes every case with a fresh copy of the module (no Intl object cached from an earlier
   * test) and checks it against Intl, counting the Intl.NumberFormat objects it builds.
   */
  async function expectAsIntl(
    lang: (typeof LOCALES)[number] | 'en' | 'fr',
    cases: [number, Intl.NumberFormatOptions][],
    { buildsIntl }: { buildsIntl: boolean },
  ) {
    const expected = cases.map(([n, option]) => new Intl.NumberFormat(lang, option).format(n));
    vi.resetModules();
    const fresh = await import('./numbers.ts');
    let built = 0;
    Intl.NumberFormat = new Proxy(IntlNumberFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        built++;
        return new target(...args);
      },
    });
    const written = cases.map(([n, option]) => fresh.formatNumber(n, lang, option));
    expect(written).toEqual(expected);
    if (buildsIntl) expect(built).toBeGreaterThan(0);
    else expect(built).toBe(0);
  }

  it.each([...LOCALES, 'en', 'fr'] as const)(
    'writes every whole number from 0 to 999 as Intl does in %s, without building one',
    async (lang) => {
      const options = [{}, { useGrouping: 'min2' as const }, { maximumFractionDigits: 0 }];
      const cases: [number, Intl.NumberFormatOptions][] = [];
      for (const option of options) for (let n = 0; n < 1000; n++) cases.push([n, option]);
      await expectAsIntl(lang, cases, { buildsIntl: false });
    },
  );

  it.each([...LOCALES, 'en', 'fr'] as const)(
    'writes numbers with fixed decimals as Intl does in %s, without building one',
    async (lang) => {
      // A product value's quantities (localizeNumbers): grouped from 10,000, decimals as written.
      const cases: [number, Intl.NumberFormatOptions][] = [];
      for (let decimals = 0; decimals <= 3; decimals++) {
        const option = {
          useGrouping: 'min2' as const,
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        };
        // 0, 0.7, 1.4 … 999.6 at one decimal; 0.007, 0.014 … at three.
        for (let i = 0; i < 10_000; i += 7) cases.push([i / 10 ** decimals, option]);
        cases.push([9999, option], [12, option]);
      }
      for (let i = 0; i < 1000; i += 3) cases.push([i / 100, {}], [i / 1000, {}]);
      cases.push([123_456, { useGrouping: false }], [5, { minimumFractionDigits: 2 }]);
      await expectAsIntl(lang, cases, { buildsIntl: false });
    },
  );

  it.each([...LOCALES, 'en', 'fr'] as const)(
    'leaves to Intl what takes a separator, a sign, a rounding or a style in %s',
    async (lang) => {
      await expectAsIntl(
        lang,
        [
          [1000, {}],
          [12_345, {}],
          [-1, {}],
          [-999, {}],
          [-0, {}],
          [-2.5, { minimumFractionDigits: 1, maximumFractionDigits: 1 }],
          [1.5, { maximumFractionDigits: 0 }],
          [0.95, { minimumFractionDigits: 1, maximumFractionDigits: 1 }],
          [0.12345, {}],
          [1e-7, {}],
          [10_000, { useGrouping: 'min2' }],
          [9999.96, { useGrouping: 'min2', minimumFractionDigits: 1, maximumFractionDigits: 1 }],
          [999.96, { minimumFractionDigits: 1, maximumFractionDigits: 1 }],
          [7, { style: 'percent' }],
        ],
        { buildsIntl: true },
      );
    },
  );
});

describe('localizeNumbers', () => {
  const cases: Record<(typeof LOCALES)[number], Record<string, string>> = {
    'en-GB': {
      '0.9': '0.9',
      '>0.95': '>0.95',
      '30000 h': '30,000 h',
      '2700-6500 K': '2700-6500 K',
    },
    'en-AU': { '0.9': '0.9', '>0.95': '>0.95', '30000 h': '30,000 h' },
    'en-NZ': { '0.9': '0.9', '>0.95': '>0.95', '30000 h': '30,000 h' },
    'fr-FR': {
      '0.9': '0,9',
      '>0.95': '>0,95',
      '30000 h': `30${NNBSP}000 h`,
      '2700-6500 K': '2700-6500 K',
    },
  };

  it.each(LOCALES)('rewrites product values for %s', (locale) => {
    for (const [text, expected] of Object.entries(cases[locale])) {
      expect(localizeNumbers(text, locale), text).toBe(expected);
    }
  });

  it('rewrites every number of a range, a unit or a sign, in French', () => {
    expect(localizeNumbers('0.5-1.5 mm', 'fr-FR')).toBe('0,5-1,5 mm');
    expect(localizeNumbers('0-10W', 'fr-FR')).toBe('0-10W');
    expect(localizeNumbers('12.5W', 'fr-FR')).toBe('12,5W');
    expect(localizeNumbers('<1.5', 'fr-FR')).toBe('<1,5');
    expect(localizeNumbers('-2.5 °C', 'fr-FR')).toBe('-2,5 °C');
    expect(localizeNumbers('Lifetime 50000 hours, 0.95 PF.', 'fr-FR')).toBe(
      `Lifetime 50${NNBSP}000 hours, 0,95 PF.`,
    );
  });

  it('keeps the decimals the value was written with', () => {
    expect(localizeNumbers('0.90', 'fr-FR')).toBe('0,90');
    expect(localizeNumbers('5', 'fr-FR')).toBe('5');
  });

  it('leaves codes, times, dates and numbers already written with separators alone', () => {
    for (const text of [
      'IP44',
      'IK02',
      'DLAUR05-001018',
      'EF000280',
      '07:30-17:30',
      '2026-11-22',
      '1,500',
      '3,1 ans',
      '+44 (0)161 496 0730',
      'v1.2.3',
      '1/2',
      '',
    ]) {
      expect(localizeNumbers(text, 'fr-FR'), text).toBe(text);
      expect(localizeNumbers(text, 'en-GB'), text).toBe(text);
    }
  });
});
