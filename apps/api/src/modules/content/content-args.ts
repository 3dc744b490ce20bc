import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { LOCALES } from '@lumen/i18n';
import {
  MAX_QUERY_LENGTH,
  NO_CONTROL_CHARACTERS,
  NO_CONTROL_CHARACTERS_MESSAGE,
} from '@lumen/validation';

/** The most items one content query may return; pages ask for 3 to 12. */
export const MAX_LIMIT = 100;
/** Far beyond any real page, low enough that OFFSET stays cheap. */
export const MAX_START = 10_000;
/**
 * Search texts, slugs, titles and SKUs are short; anything longer is a mistake or abuse. The
 * product API's limit, so the site checks a URL's text against one rule (isLookupText).
 */
export const MAX_TEXT = MAX_QUERY_LENGTH;
export const MAX_SKUS = 50;

export const localeArg = z.enum(LOCALES);

/** GraphQL passes an omitted argument as undefined and `null` as null; both mean "not given". */
function optional<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((v) => v ?? undefined);
}

export const startArg = z
  .number()
  .int()
  .min(0, 'must be 0 or more')
  .max(MAX_START, `must be at most ${MAX_START}`)
  .nullish()
  .transform((v) => v ?? 0);

export function limitArg(byDefault: number) {
  return z
    .number()
    .int()
    .min(0, 'must be 0 or more')
    .max(MAX_LIMIT, `must be at most ${MAX_LIMIT}`)
    .nullish()
    .transform((v) => v ?? byDefault);
}

/**
 * Every text argument (search, slug, title, SKU, id) is this: trimmed, bounded, and free of
 * control characters, so a NUL is the client's BAD_USER_INPUT, not a database error.
 */
function text() {
  return z
    .string()
    .trim()
    .max(MAX_TEXT, `must be at most ${MAX_TEXT} characters`)
    .regex(NO_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS_MESSAGE);
}

/** Free text: an empty string means no filter. */
export const textArg = optional(text().transform((s) => s || undefined));

export const slugArg = optional(text().min(1, 'must not be empty'));

export const isoDateArg = optional(
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
    }, 'must be a real calendar date'),
);

export const skuListArg = optional(
  z.array(text().min(1, 'must not be empty')).max(MAX_SKUS, `must list at most ${MAX_SKUS} SKUs`),
);

/** A list of content ids (FAQ categories chosen on /faq). */
export const MAX_IDS = 50;
export const idListArg = optional(
  z.array(text().min(1, 'must not be empty')).max(MAX_IDS, `must list at most ${MAX_IDS} ids`),
);

export const booleanArg = optional(z.boolean());

export { optional as optionalArg };

/**
 * Validates a resolver's arguments. Bad input becomes a GraphQL error that names each
 * argument (extensions.issues as [{field, message}], like the REST API's 400 body), never a
 * crash or a silent clamp.
 */
export function parseArgs<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const result = schema.safeParse(args);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({
    field: i.path.map(String).join('.') || 'arguments',
    message: i.message,
  }));
  throw new GraphQLError(
    `Invalid argument ${issues.map((i) => `${i.field}: ${i.message}`).join('; ')}`,
    {
      extensions: { code: 'BAD_USER_INPUT', issues },
    },
  );
}
