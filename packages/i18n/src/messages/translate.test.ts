import { describe, expect, it } from 'vitest';
import {
  createTranslator,
  createTranslatorFromMessages,
  en,
  fr,
  MESSAGES,
  messagesWithout,
  t,
} from './translate.ts';
import type { MessageKey } from './types.ts';

const placeholdersOf = (value: unknown): string[] => {
  const texts = typeof value === 'string' ? [value] : Object.values(value as object);
  const names = texts.flatMap((text: string) =>
    [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''),
  );
  return [...new Set(names)].sort();
};

describe('messages', () => {
  it('has the strings the spec quotes verbatim', () => {
    const verbatim = [
      'This is required',
      'Showing 0 products',
      'Searching...',
      'Load more products',
      'Applied Filters',
      'Clear all filters',
      'Show less',
      'Loading...',
      'Product Not Available',
      'This product is not available in your country. Check similar available products.',
      'OK',
      'Back to Home',
      'Internal server error',
      'Go to Home',
      'Countdown expired!',
      'Similar Products',
      'Product A-Z',
      'Product Z-A',
      'Part Code/SKU A-Z',
      'Part Code/SKU Z-A',
      'Best Sellers',
      'Show All',
      'Latest News',
      'Archived News',
      'Clear all',
    ];
    const values = Object.values(en);
    for (const text of verbatim) expect(values).toContain(text);
    expect(en['errors.notFoundMessage']).toContain(
      'might have been removed or be temporarily unavailable',
    );
    // The hours themselves are the site's constant, kept on one line by the footer.
    expect(en['footer.supportHours']).toBe('Support hours {hours}');
    expect(fr['footer.supportHours']).toContain('{hours}');
  });

  it('follows French typography: a no-break space before : ; ! ? and inside « »', () => {
    for (const [key, value] of Object.entries(fr)) {
      const texts = typeof value === 'string' ? [value] : Object.values(value);
      for (const text of texts) {
        // A colon between digits is a time ('07:30'), not punctuation.
        const marks = [...text.matchAll(/(?<!\d)[:;!?»]|«/g)];
        for (const mark of marks) {
          const index = mark.index;
          const around = mark[0] === '«' ? text[index + 1] : text[index - 1];
          expect(around, `${key}: ${text}`).toMatch(/[\u00a0\u202f]/);
        }
      }
    }
  });

  it('gives French the same keys, placeholders and plural shape as English', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as MessageKey[]) {
      expect(placeholdersOf(fr[key]), key).toEqual(placeholdersOf(en[key]));
      expect(typeof fr[key], key).toBe(typeof en[key]);
    }
  });

  it('translates every key into non-empty French that is not left in English by mistake', () => {
    const sameInBothLanguages = new Set([
      'common.menu',
      'common.contact',
      'common.ok',
      'footer.fax',
      'search.suggestions',
      'facets.ugr',
      'pagination.label',
      'pagination.page',
      'countdown.minutes',
      'catalogues.pages',
      'flipbook.pageAlt',
      'contactForm.country.FR',
      // The datasheet's column heading: 'Option' is French too.
      'ziignaDatasheet.option',
    ]);
    for (const key of Object.keys(en) as MessageKey[]) {
      const text = JSON.stringify(MESSAGES.fr[key]);
      expect(text.length, key).toBeGreaterThan(2);
      if (!sameInBothLanguages.has(key)) expect(text, key).not.toBe(JSON.stringify(en[key]));
    }
  });
});

describe('t', () => {
  it('returns plain messages in each language, from a language or a locale', () => {
    expect(t('en', 'search.required')).toBe('This is required');
    expect(t('fr', 'search.required')).toBe('Ce champ est obligatoire');
    expect(t('en-AU', 'errors.goToHome')).toBe('Go to Home');
    expect(t('fr-FR', 'errors.goToHome')).toBe("Aller à l'accueil");
  });

  it('interpolates params', () => {
    expect(t('en', 'filters.showMore', { count: 6 })).toBe('Show 6 more');
    expect(t('en', 'filters.showMore', { count: 3 })).toBe('Show 3 more');
    expect(t('fr', 'filters.remove', { label: 'IP65' })).toBe('Retirer le filtre IP65');
    expect(t('en', 'carousel.slide', { index: 2, count: 5 })).toBe('Slide 2 of 5');
    expect(t('fr', 'common.labelled', { label: 'Pays' })).toBe('Pays\u00a0:');
    expect(t('en', 'common.labelled', { label: 'Country' })).toBe('Country:');
    expect(t('fr', 'product.cri', { value: '>80' })).toBe('IRC >80');
  });

  it('chooses plural forms per language', () => {
    expect(t('en', 'products.showingCount', { shown: 12, count: 240 })).toBe(
      'Showing 12 of 240 products',
    );
    expect(t('en', 'products.showingCount', { shown: 1, count: 1 })).toBe('Showing 1 of 1 product');
    // French treats 0 and 1 as singular.
    expect(t('fr', 'products.showingCount', { shown: 1, count: 1 })).toBe(
      'Affichage de 1 sur 1 produit',
    );
    expect(t('fr', 'products.showingCount', { shown: 12, count: 36 })).toBe(
      'Affichage de 12 sur 36 produits',
    );
    // CLDR's French "many" (round millions) has no own form here and falls back to "other".
    expect(t('fr', 'products.showingCount', { shown: 12, count: 1_000_000 })).toMatch(/produits$/);
  });

  it('formats numbers for the language', () => {
    expect(t('en', 'products.showingCount', { shown: 12, count: 1500 })).toBe(
      'Showing 12 of 1,500 products',
    );
    expect(t('fr', 'products.showingCount', { shown: 12, count: 1500 })).toMatch(
      /^Affichage de 12 sur 1\s500 produits$/u,
    );
  });

  it('leaves an unknown placeholder visible rather than printing undefined', () => {
    // Reached only when types are bypassed, e.g. params built from untyped data.
    const loose = t as (lang: 'en', key: string, params?: object) => string;
    expect(loose('en', 'filters.remove', {})).toBe('Remove filter {label}');
  });

  it('binds a language with createTranslator', () => {
    const tr = createTranslator('fr-FR');
    expect(tr('news.latest')).toBe('Dernières actualités');
    expect(tr('pagination.page', { page: 3 })).toBe('Page 3');
  });

  it('translates from messages handed over, as the named language', () => {
    const fromMessages = createTranslatorFromMessages('fr-FR', MESSAGES.fr);
    const bound = createTranslator('fr');
    expect(fromMessages('search.required')).toBe(bound('search.required'));
    expect(fromMessages('products.showingCount', { shown: 1500, count: 2000 })).toBe(
      bound('products.showingCount', { shown: 1500, count: 2000 }),
    );
  });
});

describe('messagesWithout', () => {
  it('leaves out whole namespaces and keeps every other key', () => {
    const kept = messagesWithout(MESSAGES.en, ['staff', 'admin']);
    const keys = Object.keys(MESSAGES.en);
    expect(Object.keys(kept)).toEqual(
      keys.filter((key) => !key.startsWith('staff.') && !key.startsWith('admin.')),
    );
    expect(kept['common.home']).toBe(MESSAGES.en['common.home']);
  });

  it('matches the first segment only: leaving out "express" keeps "expressLeaderboard"', () => {
    const kept = messagesWithout(MESSAGES.en, ['express']);
    expect(Object.keys(kept).some((key) => key.startsWith('express.'))).toBe(false);
    expect(Object.keys(kept).some((key) => key.startsWith('expressLeaderboard.'))).toBe(true);
  });

  it('shows a key that was left out as itself instead of failing', () => {
    const translate = createTranslatorFromMessages('en', messagesWithout(MESSAGES.en, ['staff']));
    expect(translate('staff.error.notFound')).toBe('staff.error.notFound');
    expect(translate('common.home')).toBe(MESSAGES.en['common.home']);
  });
});
