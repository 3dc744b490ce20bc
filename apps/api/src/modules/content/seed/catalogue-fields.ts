import type { Language, Locale } from '@lumen/i18n';
import { findMainCategory, MAIN_CATEGORIES, type MainCategoryDef } from '#src/seed/taxonomy.ts';
import { motifOfCategory } from './artwork-plan.ts';
import { FieldError, type Fields } from './define.ts';

/**
 * Names, slugs and descriptions of the catalogue's categories and ranges live in the taxonomy
 * the product catalogue is generated from (seed/taxonomy.ts), like a CMS that refers to the
 * product information system. Content files that mirror the categories hold only their own
 * copy and images; these fill in the rest, so a banner's slug can never disagree with the
 * products it lists.
 */

const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const selectRangeUrl = (c: MainCategoryDef, lang: Language) =>
  `/select-range?category=${encodeURIComponent(c.name[lang])}&categorySlug=${c.slug[lang]}`;

type Fill = (c: MainCategoryDef, lang: Language) => Fields;

function fillFromCategory(fields: readonly string[], fill: Fill) {
  return (data: Fields, item: { id: string; locale: Locale; language: Language }): Fields => {
    for (const f of fields)
      if (f in data)
        throw new FieldError(
          f,
          'comes from the catalogue (apps/api/src/seed/taxonomy.ts); remove it',
        );
    const category = findMainCategory(item.id);
    // Only the taxonomy's two languages are filled; regional English falls back to en-GB.
    if (!category || (item.locale !== 'en-GB' && item.locale !== 'fr-FR')) return data;
    return { ...data, ...fill(category, item.language) };
  };
}

export const exploreRangeFields = fillFromCategory(['category', 'slug', 'url'], (c, lang) => ({
  category: c.name[lang],
  slug: c.slug[lang],
  url: selectRangeUrl(c, lang),
}));

export const categoryHeaderFields = fillFromCategory(
  ['title', 'slug', 'description'],
  (c, lang) => ({ title: c.name[lang], slug: c.slug[lang], description: c.description[lang] }),
);

export const mainCategoryFields = fillFromCategory(
  ['title', 'slug', 'description', 'range_filters'],
  (c, lang) => ({
    title: c.name[lang],
    slug: c.slug[lang],
    description: c.description[lang],
    range_filters: c.ranges.map((r, i) => ({
      id: `${c.key}-${slugOf(r.title)}`,
      order: i + 1,
      title: r.title,
      featuredImage: `/media/content/ranges/${motifOfCategory(c.key)}-${slugOf(r.title)}.jpg`,
      description: r.blurb[lang],
    })),
  }),
);

/** Every main category key, for collections with one item per category. */
export const MAIN_CATEGORY_KEYS = MAIN_CATEGORIES.map((c) => c.key);

/**
 * A menu whose file says `sub_menus_from_catalogue: true` lists the main categories as sub
 * menus and their sub categories as children (the products menu).
 */
export function menuFields(data: Fields, item: { language: Language }): Fields {
  if (!('sub_menus_from_catalogue' in data)) return data;
  const { sub_menus_from_catalogue: fromCatalogue, ...rest } = data;
  if (fromCatalogue !== true)
    throw new FieldError('sub_menus_from_catalogue', 'must be true, or left out');
  if ('sub_menus' in rest)
    throw new FieldError('sub_menus', 'leave it out when sub_menus_from_catalogue is true');
  const lang = item.language;
  return {
    ...rest,
    sub_menus: MAIN_CATEGORIES.map((c, i) => ({
      id: `products-${c.key}`,
      submenuName: c.name[lang],
      url: selectRangeUrl(c, lang),
      heading: null,
      class: null,
      submenuOrder: i + 1,
      key: c.slug[lang],
      child_menus: c.subCategories.map((sc, j) => ({
        id: `products-${c.key}-${j + 1}`,
        childmenuName: sc[lang],
        url: `/products?name=${encodeURIComponent(sc[lang])}`,
        externalLink: false,
        childmenuOrder: j + 1,
      })),
    })),
  };
}
