// The linear-lighting builder's fixed rules (campaigns spec §4, §5, §9), without zod: the
// builder page renders from these in its first script, and the API's content check holds the
// builder's content to the same ids (docs/decisions/028).
import type { MessageKey } from '@lumen/i18n/messages';
import { CONTROL_CHARACTER_RUNS } from './text.ts';

/**
 * The content ids the builder's rules key on. Labels are translated (French "Linéaire" for
 * "Linear"), ids are not, so a rule, a shared link and a datasheet read the same in every
 * language. The content check refuses builder content that lacks any of them.
 */
export const ZIIGNA_IDS = {
  /** Style parameter: Linear or Shape, each with its own sub-options. */
  style: 'style',
  linear: 'linear',
  shape: 'shape',
  /** The run parameter: Single plus Linear gives a one-choice (radio) output step. */
  run: 'run',
  single: 'single',
  /** Colour parameter: its Custom value opens the custom colour field. */
  colour: 'colour',
  customColour: 'custom',
  /** The Modules step. */
  modules: 'modules',
  standalone: 'standalone',
  /** The output sub-parameter (spec §7: ziignaSubParams filtered by title Output). */
  output: 'output',
} as const;

/** The parts of a run of modules, in the order they join. */
export const ZIIGNA_RUN_PARTS = ['start', 'middle', 'end'] as const;
export type ZiignaRunPart = (typeof ZIIGNA_RUN_PARTS)[number];

/** The output kinds (spec §4), in the order the output step lists them. */
export const ZIIGNA_OUTPUT_KINDS = ['high-density', 'low-density', 'custom', 'not-sure'] as const;
export type ZiignaOutputKind = (typeof ZIIGNA_OUTPUT_KINDS)[number];

/** The kinds that take a description; Not Sure has nothing to describe. */
export const ZIIGNA_DESCRIBED_OUTPUT_KINDS: readonly ZiignaOutputKind[] = [
  'high-density',
  'low-density',
  'custom',
];

/**
 * Free-text limits (spec §5, §9), counted in characters as a person sees them (code points),
 * and cut as they type: the custom colour, the shape description, and each output description.
 */
export const ZIIGNA_TEXT_LIMITS = {
  customColour: 20,
  shapeDescription: 100,
  outputDescription: 20,
} as const;

/** "Maximum 20 characters allowed" (spec §5), and the 100 variant for the shape description. */
export const ZIIGNA_TEXT_MAX_MESSAGE = 'ziignaBuilder.error.textMax' satisfies MessageKey;

/**
 * Ids of parameters, sub-parameters and their values: lower-case words joined by hyphens, as
 * they appear in a shared link's query (`?style=shape`). Short, so a link stays short.
 */
export const ZIIGNA_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const ZIIGNA_ID_MAX_LENGTH = 40;

/**
 * A builder text as it may be kept: control characters (a pasted tab) become a space, and
 * anything past `max` characters is cut, as the spec cuts the field while the visitor types.
 * Counted in code points, so an emoji is one character and is never split in half.
 */
export function cutZiignaText(text: string, max: number): { value: string; isCut: boolean } {
  const characters = Array.from(text.replace(CONTROL_CHARACTER_RUNS, ' '));
  return characters.length > max
    ? { value: characters.slice(0, max).join(''), isCut: true }
    : { value: characters.join(''), isCut: false };
}
