/*
 * A route loader's answer sent as one JSON string (ADR 020, session 16).
 *
 * React Router streams loader data in its own format, which the browser decodes value by value
 * in the task that starts hydration: the home, listing and product pages sent 450–840 values,
 * each decoded by a few closures of cold code. One string is one value, and one JSON.parse in
 * the browser (native code) reads it when the page first needs it. The root data does the same
 * with its chrome (root.server.ts).
 *
 * Only for plain JSON data: no Date, Map, Set, undefined in arrays or non-finite numbers,
 * which JSON would change on the way.
 */

/** The wire form: a string, and the type it holds for the route module's types. */
export type Packed<T> = { readonly packed: string; readonly __holds?: T };

/** On the server, in a loader: `return pack(await loadSomething(...))`. */
export function pack<T>(data: T): Packed<T> {
  return { packed: JSON.stringify(data) };
}

// One parse per loader answer: the component and the route's meta get the same object, and
// every render after the first reads it from here.
const unpacked = new WeakMap<object, unknown>();

/**
 * In the route's component and meta: the loader's data as it was before `pack` (a loader with
 * several answers, such as a product and a not-available page, gives their union).
 */
export function unpack<W extends Packed<unknown>>(wire: W): NonNullable<W['__holds']> {
  if (unpacked.has(wire)) return unpacked.get(wire) as NonNullable<W['__holds']>;
  const data = JSON.parse(wire.packed) as NonNullable<W['__holds']>;
  unpacked.set(wire, data);
  return data;
}
