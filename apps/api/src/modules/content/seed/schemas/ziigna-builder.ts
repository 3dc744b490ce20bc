import { z } from 'zod';
import {
  ZIIGNA_ID_MAX_LENGTH,
  ZIIGNA_ID_PATTERN,
  ZIIGNA_IDS,
  ZIIGNA_OUTPUT_KINDS,
  ZIIGNA_RUN_PARTS,
} from '@lumen/validation/ziigna-builder';
import { FieldError, type ContentType, type Fields } from '../define.ts';
import { media, order, text } from '../fields.ts';

/*
 * The linear-lighting builder (campaigns spec §2.6, §3 Builder parameter and Builder header;
 * issue 12 point 1; decision 028). The page's copy is a singleton; its parameters and their
 * sub-parameters are collections, one file per item and locale, as the spec's content types
 * are. Values carry ids that shared links and the builder's rules key on: the en-GB file sets
 * them and the sub-parameters each value opens, and a translation gives only its words.
 */

const seo = { seoTitle: text, seoDescription: text, seoKeywords: text, ogImage: media };

/** A parameter's, sub-parameter's or value's id, as it appears in a shared link. */
const id = z
  .string()
  .max(ZIIGNA_ID_MAX_LENGTH, `must be at most ${ZIIGNA_ID_MAX_LENGTH} characters`)
  .regex(ZIIGNA_ID_PATTERN, 'must be lower-case words or numbers joined by hyphens');

function uniqueIds<T extends { id: string }>(list: T[], ctx: z.core.$RefinementCtx<T[]>) {
  const seen = new Set<string>();
  list.forEach((item, i) => {
    if (seen.has(item.id))
      ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `"${item.id}" is listed twice` });
    seen.add(item.id);
  });
}

export const ziignaBuilderHeader: ContentType = {
  collection: 'ziignaBuilderHeader',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({
    bannerImage: media,
    mobileBannerImage: media,
    bannerAlternativeText: text,
    bannerTitle: text,
    headerImage: media,
    headerImageAlternativeText: text,
    headerTitle: text,
    headerDescription: text,
    /** The heading over the parameters. */
    buildZiignaTitle: text,
    /** The 'Complete / download' button (the datasheet). */
    completeCTA: text,
    /** The 'Get a Quote' button (the datasheet, then the quote form). */
    quoteCTA: text,
    /** The link back to /ziigna-linear-lighting. */
    backLinkText: text,
    ...seo,
  }),
};

const ParamValue = z.strictObject({
  id,
  label: text,
  subLabel: text.optional(),
  /** Ids of ziignaSubParams items this value opens, in the order shown. */
  ziigna_sub_params: z.array(id).optional(),
});

export const ziignaParams: ContentType = {
  collection: 'ziignaParams',
  format: 'yaml',
  schema: z.strictObject({
    orderId: order,
    title: text,
    values: z.array(ParamValue).min(1).superRefine(uniqueIds),
  }),
  references: { 'values.ziigna_sub_params': 'ziignaSubParams' },
  completeRegional: valuesFromEnGb,
  checkCollection: (enGb) => [
    ...requiredIds(enGb('ziignaParams')),
    ...sharedNamespace(enGb('ziignaParams'), enGb('ziignaSubParams')),
  ],
};

export const ziignaSubParams: ContentType = {
  collection: 'ziignaSubParams',
  format: 'yaml',
  schema: z.strictObject({
    orderId: order,
    title: text,
    values: z
      .array(z.strictObject({ id, label: text, subLabel: text.optional() }))
      .min(1)
      .superRefine(uniqueIds),
  }),
  completeRegional: valuesFromEnGb,
  checkCollection: (enGb) => {
    const output = enGb('ziignaSubParams').get(ZIIGNA_IDS.output);
    if (!output)
      return [
        {
          id: ZIIGNA_IDS.output,
          message: `is missing: the builder's output step is the sub-parameter "${ZIIGNA_IDS.output}"`,
        },
      ];
    const missing = ZIIGNA_OUTPUT_KINDS.filter((k) => !valueIds(output).includes(k));
    return missing.length
      ? [
          {
            id: ZIIGNA_IDS.output,
            field: 'values',
            message: `must include the output kinds ${missing.join(', ')}`,
          },
        ]
      : [];
  },
};

type Value = { id: string; ziigna_sub_params?: string[] } & Fields;

const valueIds = (doc: Fields | undefined) =>
  ((doc?.values as Value[] | undefined) ?? []).map((v) => v.id);

/**
 * A translation's values over the en-GB file's: the same ids in the same order (a link made
 * in one language opens in the other), each value's missing words from en-GB, and the
 * sub-parameters a value opens from en-GB only, so the two languages build the same luminaire.
 */
function valuesFromEnGb(regional: Fields, base: Fields): Fields {
  if (regional.values === undefined) return regional;
  const baseValues = base.values as Value[];
  const values = regional.values as Value[];
  const baseIds = baseValues.map((v) => v.id);
  if (values.map((v) => v.id).join() !== baseIds.join())
    throw new FieldError(
      'values',
      `must list the en-GB file's values in its order (${baseIds.join(', ')}): links and rules use their ids`,
    );
  return {
    ...regional,
    values: values.map((value, i) => {
      if (value.ziigna_sub_params !== undefined)
        throw new FieldError(`values.${i}.ziigna_sub_params`, 'is set in the en-GB file only');
      return { ...baseValues[i], ...value };
    }),
  };
}

/** The parameters and values the builder's rules name (spec §4). */
const RULES: readonly { param: string; values: readonly string[]; rule: string }[] = [
  {
    param: ZIIGNA_IDS.style,
    values: [ZIIGNA_IDS.linear, ZIIGNA_IDS.shape],
    rule: 'Linear or Shape sub-options, Linear clears the custom output',
  },
  { param: ZIIGNA_IDS.run, values: [ZIIGNA_IDS.single], rule: 'Single plus Linear: one output' },
  {
    param: ZIIGNA_IDS.colour,
    values: [ZIIGNA_IDS.customColour],
    rule: 'Custom opens the colour field',
  },
  {
    param: ZIIGNA_IDS.modules,
    values: [ZIIGNA_IDS.standalone, ...ZIIGNA_RUN_PARTS],
    rule: 'Standalone or a run of Start, Middle and End',
  },
];

function requiredIds(params: ReadonlyMap<string, Fields>) {
  return RULES.flatMap(({ param, values, rule }) => {
    const doc = params.get(param);
    if (!doc) return [{ id: param, message: `is missing: the builder's rule "${rule}" needs it` }];
    const missing = values.filter((v) => !valueIds(doc).includes(v));
    return missing.length
      ? [
          {
            id: param,
            field: 'values',
            message: `must include ${missing.join(', ')} (the builder's rule "${rule}")`,
          },
        ]
      : [];
  });
}

/** A link's query names parameters and sub-parameters alike, so their ids must differ. */
function sharedNamespace(
  params: ReadonlyMap<string, Fields>,
  subParams: ReadonlyMap<string, Fields>,
): { id: string; message: string }[] {
  return [...params.keys()]
    .filter((key) => subParams.has(key))
    .map((key) => ({
      id: key,
      message: `is also the id of ziigna-sub-params/${key}: a link could not tell them apart`,
    }));
}
