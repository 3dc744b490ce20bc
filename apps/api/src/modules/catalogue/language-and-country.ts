import { z } from 'zod';
import { COUNTRY_VISIBILITY_FIELD, type CountryId } from '@lumen/i18n';
import { DEFAULT_PRODUCT_LANGUAGE, type ProductLanguage } from '@lumen/validation';

/**
 * Accept-Language → product language. The site asks for the other language's category with
 * "en" or "fr-FR" (spec §7); browsers send lists such as "fr-FR,fr;q=0.9,en;q=0.8". The first
 * French or English entry by quality wins; anything else reads English.
 */
export function languageFromAcceptLanguage(header: string | undefined): ProductLanguage {
  if (!header) return DEFAULT_PRODUCT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((e) => e.tag && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'fr' || tag.startsWith('fr-')) return 'fr-FR';
    if (tag === 'en' || tag.startsWith('en-')) return 'en-GB';
  }
  return DEFAULT_PRODUCT_LANGUAGE;
}

/** An explicit ?language= wins over the header. */
export function requestLanguage(
  explicit: ProductLanguage | undefined,
  acceptLanguage: string | undefined,
) {
  return explicit ?? languageFromAcceptLanguage(acceptLanguage);
}

/**
 * Headers every product read accepts; validated so an absurd header is a 400, not a crash.
 * Loose: the validated object replaces request.headers, and the others must survive it.
 */
export const LanguageHeadersSchema = z.looseObject({
  'accept-language': z.string().max(500).optional(),
});

/** product_search column that says whether a product shows in a country. */
const VISIBILITY_COLUMNS = {
  'Main web': 'visible_main',
  'Aus web': 'visible_au',
  'FR web': 'visible_fr',
  'NZ web': 'visible_nz',
} as const satisfies Record<(typeof COUNTRY_VISIBILITY_FIELD)[CountryId], string>;

export function visibilityColumn(country: number): string {
  return VISIBILITY_COLUMNS[COUNTRY_VISIBILITY_FIELD[country as CountryId] ?? 'Main web'];
}

/** Column suffix of per-language columns in product_search. */
export function languageSuffix(language: ProductLanguage): 'en' | 'fr' {
  return language === 'fr-FR' ? 'fr' : 'en';
}
