/**
 * A message that depends on a count. Languages pick different CLDR categories (French puts 0
 * and 1 in `one` and uses `many` for round millions), so every category is optional except
 * `other`, which is always the fallback.
 */
export type PluralMessage = {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
};

export type MessageValue = string | PluralMessage;
