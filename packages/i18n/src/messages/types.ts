import type { en } from './en.ts';
import type { PluralMessage } from './message-value.ts';

/** English is the source of truth: every other language must define exactly its keys. */
export type MessageKey = keyof typeof en;

/** The shape a translation must have: the same keys, and a plural wherever English has one. */
export type Messages = {
  readonly [K in MessageKey]: (typeof en)[K] extends string ? string : PluralMessage;
};

type PlaceholdersIn<S> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersIn<Rest>
  : never;

type TextsOf<V> = V extends string ? V : V extends PluralMessage ? V[keyof V] : never;

/** The `{name}` placeholders of a message, read from its English text. */
type MessagePlaceholder<K extends MessageKey> = PlaceholdersIn<TextsOf<(typeof en)[K]>>;

/** Plural messages always take `count`: it chooses the form and may be printed as `{count}`. */
export type MessageParams<K extends MessageKey> = (typeof en)[K] extends PluralMessage
  ? { readonly count: number } & {
      readonly [P in Exclude<MessagePlaceholder<K>, 'count'>]: string | number;
    }
  : { readonly [P in MessagePlaceholder<K>]: string | number };

/** Messages without placeholders take no params; the others require exactly theirs. */
export type MessageArgs<K extends MessageKey> = [MessagePlaceholder<K>] extends [never]
  ? (typeof en)[K] extends PluralMessage
    ? [params: MessageParams<K>]
    : [params?: undefined]
  : [params: MessageParams<K>];
