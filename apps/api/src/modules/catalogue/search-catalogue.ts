import type { ProductLanguage, ProductSummary } from '@lumen/validation';
import type { Database } from '#src/db/client.ts';
import { languageSuffix, visibilityColumn } from './language-and-country.ts';
import { summaryColumns, toSummary, type SummaryRow } from './product-summaries.ts';
import { editDistance, foldText, partNumberKey, prefixUpperBound } from './text-keys.ts';

/**
 * Product search behind the header search box, POST /search and the slug lookups. In order:
 * an exact slug (either language), an exact part number, part numbers starting with the term,
 * then full-text matches in the visitor's language (every word a prefix, so results follow
 * the typing), those matching in the title before those matching only in family or category
 * names, best sellers first among equals. When nothing matches, misspelt words are
 * corrected against the catalogue's vocabulary and, failing that, trigram similarity on titles
 * forgives the typo.
 */
export type SearchInput = {
  text: string;
  language: ProductLanguage;
  country: number;
  size: number;
};
export type SearchResult = { products: ProductSummary[]; totalElements: number };

const CONFIG = { 'en-GB': 'english', 'fr-FR': 'french' } as const;
/** Part-number prefixes shorter than this match too much to be worth a separate probe. */
const MIN_PART_NUMBER_PREFIX = 3;

/** "Fire rated downl" → "fire:* & rated:* & downl:*"; `weights` restricts matches ("A": the title). */
export function toPrefixTsquery(text: string, weights = ''): string {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 12)
    .map((w) => `${w}:*${weights}`)
    .join(' & ');
}

export async function searchCatalogue(db: Database, input: SearchInput): Promise<SearchResult> {
  const exact = await matchProducts(db, input);
  if (exact.totalElements > 0) return exact;
  const corrected = await correctSpelling(db, input.text, input.language);
  if (corrected !== undefined) {
    const again = await matchProducts(db, { ...input, text: corrected });
    if (again.totalElements > 0) return again;
  }
  return similarTitles(db, input);
}

async function matchProducts(db: Database, input: SearchInput): Promise<SearchResult> {
  const l = languageSuffix(input.language);
  const visible = visibilityColumn(input.country);
  const tsquery = toPrefixTsquery(input.text);
  const slug = input.text.trim().toLowerCase();
  const pn = partNumberKey(input.text);
  const pnPrefix = pn.length >= MIN_PART_NUMBER_PREFIX ? pn : '';
  // A run of digits finds part numbers containing it ("000123"), through the trigram index.
  const pnInfix = /\d{4,}/.test(pn) ? `%${pn}%` : '';

  // The tsquery probe is skipped when the term has no words (e.g. only punctuation). Slugs live
  // in product_cards; their matches enter as an array, which keeps every probe indexable.
  const rows = await db.query<SummaryRow & { total: number }>(
    `WITH q AS (SELECT CASE WHEN $1 = '' THEN NULL ELSE to_tsquery('${CONFIG[input.language]}', $1) END AS tsq,
                       CASE WHEN $1 = '' THEN NULL ELSE to_tsquery('${CONFIG[input.language]}', $7) END AS title_tsq,
                       ARRAY(SELECT product_id FROM product_cards WHERE slug_en = $2 OR slug_fr = $2) AS slugged),
     -- Materialised narrow (no tsvectors), so counting every hit never spills to disk.
     hits AS MATERIALIZED (
       SELECT s.product_id,
              (s.product_id = ANY(q.slugged)) AS slug_hit,
              (s.part_number_key = $3) AS exact_hit,
              ($4 <> '' AND s.part_number_key >= $4 AND s.part_number_key < $5
                OR $8 <> '' AND s.part_number_key LIKE $8) AS prefix_hit,
              (q.title_tsq IS NOT NULL AND s.tsv_${l} @@ q.title_tsq) AS title_hit,
              s.best_seller_rank
         FROM product_search s, q
        WHERE s.${visible}
          AND (s.product_id = ANY(q.slugged) OR s.part_number_key = $3
               OR ($4 <> '' AND s.part_number_key >= $4 AND s.part_number_key < $5)
               OR ($8 <> '' AND s.part_number_key LIKE $8)
               OR (q.tsq IS NOT NULL AND s.tsv_${l} @@ q.tsq))
     ),
     ranked AS (
       SELECT h.*, count(*) OVER () AS total FROM hits h
        ORDER BY h.slug_hit DESC, h.exact_hit DESC, h.prefix_hit DESC, h.title_hit DESC, h.best_seller_rank, h.product_id
        LIMIT $6
     )
     SELECT ${summaryColumns(input.language, 'c')}, r.total::int AS total
       FROM ranked r JOIN product_cards c ON c.product_id = r.product_id
      ORDER BY r.slug_hit DESC, r.exact_hit DESC, r.prefix_hit DESC, r.title_hit DESC, r.best_seller_rank, r.product_id`,
    [
      tsquery,
      slug,
      pn,
      pnPrefix,
      prefixUpperBound(pnPrefix),
      input.size,
      toPrefixTsquery(input.text, 'A'),
      pnInfix,
    ],
  );
  return { products: rows.map(toSummary), totalElements: rows[0]?.total ?? 0 };
}

/**
 * "Did you mean": each query word that is not a catalogue word is replaced by a close word of
 * the catalogue vocabulary (category, range and family names): among the most similar by
 * trigrams, the first within one edit (two for longer words), so "dwonlight" becomes
 * "downlight" but "kitchen" does not become "kit". Returns undefined when nothing changes.
 */
export async function correctSpelling(
  db: Database,
  text: string,
  language: ProductLanguage,
): Promise<string | undefined> {
  const words = foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 12);
  if (!words.some((w) => w.length >= 4)) return undefined;
  const rows = await db.query<{ word: string; candidates: string[] | null }>(
    `WITH vocabulary AS (
       SELECT DISTINCT unnest(string_to_array(term_key, ' ')) AS word FROM catalogue_terms WHERE language = $1
     )
     SELECT q.word,
            ARRAY(SELECT v.word FROM vocabulary v
                   WHERE similarity(v.word, q.word) > 0.3
                   ORDER BY v.word = q.word DESC, similarity(v.word, q.word) DESC, v.word
                   LIMIT 5) AS candidates
       FROM unnest($2::text[]) WITH ORDINALITY AS q(word, n)
      ORDER BY q.n`,
    [language, words],
  );
  const corrected = rows.map(({ word, candidates }) => {
    if (word.length < 4 || candidates?.includes(word)) return word;
    const allowed = word.length >= 8 ? 2 : 1;
    return candidates?.find((c) => editDistance(c, word) <= allowed) ?? word;
  });
  return corrected.join(' ') === words.join(' ') ? undefined : corrected.join(' ');
}

/** Last resort: titles containing something close to the term (pg_trgm word similarity). */
async function similarTitles(db: Database, input: SearchInput): Promise<SearchResult> {
  const l = languageSuffix(input.language);
  const folded = foldText(input.text).trim();
  if (folded.length < 3) return { products: [], totalElements: 0 };
  const fuzzy = await db.query<SummaryRow & { total: number }>(
    `WITH hits AS (
       SELECT c.product_id, word_similarity($1, c.title_key_${l}) AS score, s.best_seller_rank
         FROM product_cards c JOIN product_search s ON s.product_id = c.product_id
        WHERE s.${visibilityColumn(input.country)} AND $1 <% c.title_key_${l}
     ),
     ranked AS (
       SELECT h.*, count(*) OVER () AS total FROM hits h
        ORDER BY h.score DESC, h.best_seller_rank, h.product_id LIMIT $2
     )
     SELECT ${summaryColumns(input.language, 'c')}, r.total::int AS total
       FROM ranked r JOIN product_cards c ON c.product_id = r.product_id
      ORDER BY r.score DESC, r.best_seller_rank, r.product_id`,
    [folded, input.size],
  );
  return { products: fuzzy.map(toSummary), totalElements: fuzzy[0]?.total ?? 0 };
}
