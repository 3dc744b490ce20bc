import { z } from 'zod';
import { FieldError, type ContentType, type Fields } from '../define.ts';
import { link, media, order, slug, text } from '../fields.ts';

/**
 * /ziigna-linear-lighting (campaigns spec §2.6, §3 "Linear-lighting page content"; issue 12
 * point 1). One singleton like the other landing pages (decision 025): its lists belong to the
 * page. Each list item has an id (an anchor, `#combination-<id>` for the combinations) and an
 * orderId, which the query sorts by.
 */

/**
 * A list whose items each have an id, unique within it, and at most `max` of them: the content
 * query budget assumes that many (LIST_SIZES in query-budget.ts).
 */
function listWithIds<T extends z.ZodType<{ id: string }>>(item: T, max: number) {
  return z
    .array(item)
    .min(1)
    .max(max)
    .refine(
      (items) => new Set(items.map((i) => i.id)).size === items.length,
      'each id must be unique in the list',
    );
}

/** Markdown links that open a combination's panel: `[text](#combination-<id>)`. */
const COMBINATION_LINK = /\]\(#combination-([^)\s]*)\)/g;

/** The Markdown fields whose links may point at a combination's panel. */
function markdownOf(data: Fields): { field: string; source: string }[] {
  const out: { field: string; source: string }[] = [];
  for (const field of ['tailorDescription', 'linearLightingDescription'])
    if (typeof data[field] === 'string') out.push({ field, source: data[field] });
  for (const list of ['combinations', 'contents']) {
    const items = data[list];
    if (!Array.isArray(items)) continue;
    items.forEach((item: { description?: unknown }, i) => {
      if (typeof item?.description === 'string')
        out.push({ field: `${list}.${i}.description`, source: item.description });
    });
  }
  return out;
}

/**
 * A link to `#combination-<id>` must name a combination of the same file, or the page would
 * open no panel. A regional file that restates no combinations is read against en-GB's, which
 * the en-GB file's own check covers.
 */
function checkCombinationLinks(data: Fields): Fields {
  const combinations = data.combinations;
  if (!Array.isArray(combinations)) return data;
  const ids = new Set(combinations.map((c: { id?: unknown }) => c?.id));
  for (const { field, source } of markdownOf(data)) {
    for (const [, id] of source.matchAll(COMBINATION_LINK))
      if (!ids.has(id))
        throw new FieldError(
          field,
          `links to #combination-${id}, but no combination has the id "${id}" (${[...ids].join(', ')})`,
        );
  }
  return data;
}

export const ziignaHeader: ContentType = {
  collection: 'ziignaHeader',
  format: 'yaml',
  singleton: true,
  prepare: checkCombinationLinks,
  schema: z.strictObject({
    bannerImage: media,
    mobileBannerImage: media,
    bannerAlternativeText: text,
    bannerTitle: text,
    tailorTitle: text,
    /** Markdown. */
    tailorDescription: text,
    tailorImage: media,
    tailorCTA: text,
    tailorCTALink: link,
    linearLightingTitle: text,
    /** Markdown. */
    linearLightingDescription: text,
    /** The sectors the range is made for, shown as badges. */
    departments: listWithIds(z.strictObject({ id: slug, label: text, orderId: order }), 12),
    /** Cards in a carousel, and the same combinations as expansion panels. */
    combinations: listWithIds(
      /** description: Markdown; its links to `#combination-<id>` open that panel. */
      z.strictObject({ id: slug, title: text, description: text, orderId: order }),
      12,
    ),
    /** Heads the feature icons (spec §3 names only the list). */
    featuresTitle: text,
    features: listWithIds(
      z.strictObject({ id: slug, title: text, icon: media, orderId: order }),
      12,
    ),
    exploreTitle: text,
    exploreSubTitle: text,
    /** The spec's goToMy{product}CTA: the button to the builder, and where it leads. */
    goToBuilderCTA: text,
    goToBuilderCTALink: link,
    chatIcon: media,
    chatTitle: text,
    chatCallLabel: text,
    chatCallNo: z.string().regex(/^\+?[\d ()-]{6,20}$/, 'must be a phone number'),
    chatEmailLabel: text,
    chatEmail: z.email('must be an e-mail address'),
    /** The alternating blocks, each a picture beside its text and a call to action. */
    contents: listWithIds(
      z.strictObject({
        id: slug,
        title: text,
        /** Markdown. */
        description: text,
        ctaText: text,
        ctaLink: link,
        image: media,
        orderId: order,
      }),
      8,
    ),
    bottomBannerTitle: text,
    bottomBannerImage: media,
    seoTitle: text,
    seoDescription: text,
    seoKeywords: text,
    ogImage: media,
  }),
};
