import { clsx } from 'clsx';
import type { ClassValue } from 'clsx';

/*
 * A small stand-in for tailwind-merge, which cost every page 8 KB of gzip (ADR 020). It
 * knows the utility groups our components let callers override (display, position, inset,
 * translate, sizing, spacing, radius, background, text, font, object fit, overflow, flex,
 * border, shadow…). A class outside those groups is never dropped, only exact repeats are:
 * an unknown conflict keeps both classes rather than losing one. cn.test.ts holds it equal
 * to tailwind-merge on the class lists the site builds.
 */

const SIDES = ['t', 'r', 'b', 'l', 's', 'e', 'x', 'y'] as const;
const COLOR_FREE_BG =
  /^(auto|cover|contain|fixed|local|scroll|none|center|top|bottom|left|right|(left|right)-(top|bottom)|no-repeat|repeat(-x|-y|-round|-space)?|clip-.+|origin-.+|linear-.+|radial.*|conic.*|gradient-.+|blend-.+|\[.+\]|\(.+\))$/;
const TEXT_SIZE = /^(xs|sm|base|lg|[2-9]?xl)(\/.+)?$/;
const TEXT_ALIGN = /^(left|center|right|justify|start|end)$/;
const TEXT_WRAP = /^(wrap|nowrap|balance|pretty|ellipsis|clip)$/;
const FONT_WEIGHT = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const OBJECT_FIT = /^(contain|cover|fill|none|scale-down)$/;
const SHADOW_SIZE = /^(2xs|xs|sm|md|lg|xl|2xl|inner|none)$/;
const BORDER_STYLE = /^(solid|dashed|dotted|double|hidden|none)$/;
const NUMBER = /^(\d+|\[.+\])$/;

const WORDS: Record<string, string> = {
  ...Object.fromEntries(
    ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid']
      .concat(['contents', 'hidden', 'table', 'flow-root', 'list-item'])
      .map((w) => [w, 'display']),
  ),
  ...Object.fromEntries(
    ['static', 'fixed', 'absolute', 'relative', 'sticky'].map((w) => [w, 'position']),
  ),
  ...Object.fromEntries(
    ['flex-row', 'flex-col', 'flex-row-reverse', 'flex-col-reverse'].map((w) => [w, 'flex-dir']),
  ),
  ...Object.fromEntries(
    ['flex-wrap', 'flex-nowrap', 'flex-wrap-reverse'].map((w) => [w, 'flex-wrap']),
  ),
  ...Object.fromEntries(
    ['uppercase', 'lowercase', 'capitalize', 'normal-case'].map((w) => [w, 'text-transform']),
  ),
  ...Object.fromEntries(
    ['underline', 'overline', 'line-through', 'no-underline'].map((w) => [w, 'text-decoration']),
  ),
  ...Object.fromEntries(['sr-only', 'not-sr-only'].map((w) => [w, 'sr'])),
  border: 'border-w',
  rounded: 'rounded',
  shadow: 'shadow',
  shrink: 'shrink',
  grow: 'grow',
};

// Utilities named `<prefix>-<value>` whose value alone decides nothing: longest prefix first.
const PREFIXES = [
  'translate-x',
  'translate-y',
  'inset-x',
  'inset-y',
  'max-w',
  'max-h',
  'min-w',
  'min-h',
  'gap-x',
  'gap-y',
  'space-x',
  'space-y',
  'grid-cols',
  'grid-rows',
  'col-span',
  'row-span',
  'overflow-x',
  'overflow-y',
  'line-clamp',
  'pointer-events',
  'whitespace',
  'translate',
  'inset',
  'top',
  'right',
  'bottom',
  'left',
  'start',
  'end',
  'size',
  'w',
  'h',
  'gap',
  'p',
  'px',
  'py',
  'pt',
  'pr',
  'pb',
  'pl',
  'ps',
  'pe',
  'm',
  'mx',
  'my',
  'mt',
  'mr',
  'mb',
  'ml',
  'ms',
  'me',
  'z',
  'order',
  'opacity',
  'overflow',
  'items',
  'justify',
  'self',
  'content',
  'leading',
  'tracking',
  'cursor',
  'duration',
  'ease',
  'delay',
  'aspect',
  'basis',
  'flex',
  'shrink',
  'grow',
];
const PREFIX = new RegExp(`^(${PREFIXES.join('|')})-(.+)$`);

const CONFLICTS: Record<string, readonly string[]> = {
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['left', 'right'],
  'inset-y': ['top', 'bottom'],
  translate: ['translate-x', 'translate-y'],
  size: ['w', 'h'],
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  rounded: ['t', 'r', 'b', 'l', 's', 'e', 'tl', 'tr', 'br', 'bl'].map((s) => `rounded-${s}`),
  'border-w': SIDES.map((s) => `border-w-${s}`),
};

/** The group a utility (no variants, no `!`, no `-`) belongs to; null when unknown. */
function groupOf(utility: string): string | null {
  const word = WORDS[utility];
  if (word) return word;
  const rounded = /^rounded-(tl|tr|br|bl|t|r|b|l|s|e)(?:-|$)/.exec(utility);
  if (rounded) return `rounded-${rounded[1]}`;
  if (utility.startsWith('rounded-')) return 'rounded';
  const [, head, value = ''] = /^([a-z]+)-(.+)$/.exec(utility) ?? [];
  if (head === 'bg') return COLOR_FREE_BG.test(value) ? null : 'bg-color';
  if (head === 'text') {
    if (TEXT_SIZE.test(value)) return 'text-size';
    if (TEXT_ALIGN.test(value)) return 'text-align';
    if (TEXT_WRAP.test(value)) return 'text-wrap';
    return value.startsWith('[') || value.startsWith('(') ? null : 'text-color';
  }
  if (head === 'font') return FONT_WEIGHT.test(value) ? 'font-weight' : 'font-family';
  if (head === 'object') return OBJECT_FIT.test(value) ? 'object-fit' : 'object-position';
  if (head === 'shadow') return SHADOW_SIZE.test(value) ? 'shadow' : 'shadow-color';
  if (head === 'border') {
    if (NUMBER.test(value)) return 'border-w';
    const side = /^([trblsexy])(?:-(\d+|\[.+\]))?$/.exec(value);
    if (side) return `border-w-${side[1]}`;
    if (BORDER_STYLE.test(value)) return 'border-style';
    return /^[trblsexy]-/.test(value) ? null : 'border-color';
  }
  const prefixed = PREFIX.exec(utility);
  return prefixed ? (prefixed[1] ?? null) : null;
}

/** Splits `md:hover:!-mt-2` into its variants (sorted) with flags, and `mt-2`. */
function parse(token: string): { scope: string; utility: string } {
  let depth = 0;
  let cut = -1;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) cut = i;
  }
  const variants = cut < 0 ? '' : token.slice(0, cut).split(':').sort().join(':');
  let utility = token.slice(cut + 1);
  const important = utility.startsWith('!') || utility.endsWith('!');
  utility = utility.replace(/^!|!$/g, '').replace(/^-/, '');
  return { scope: `${variants}${important ? '!' : ''}|`, utility };
}

/** Later classes win over earlier ones of the same group (and variants); repeats go. */
function mergeClasses(classList: string): string {
  const tokens = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i] as string;
    const { scope, utility } = parse(token);
    const group = groupOf(utility);
    const key = group ? scope + group : `=${token}`;
    if (taken.has(key)) continue;
    taken.add(key);
    if (group) for (const c of CONFLICTS[group] ?? []) taken.add(scope + c);
    kept.push(token);
  }
  return kept.reverse().join(' ');
}

/** Merged lists by input: a page hydrates the same few hundred lists over and over. */
const merged = new Map<string, string>();
const MERGED_MAX = 1000;

/**
 * Joins class names and lets a caller's utility win over a component's default
 * (`cn('px-4', 'px-2')` is `px-2`), so components can accept `className` safely.
 */
export function cn(...inputs: ClassValue[]): string {
  const classList = clsx(inputs);
  let result = merged.get(classList);
  if (result === undefined) {
    if (merged.size >= MERGED_MAX) merged.clear();
    result = mergeClasses(classList);
    merged.set(classList, result);
  }
  return result;
}

export type { ClassValue };
