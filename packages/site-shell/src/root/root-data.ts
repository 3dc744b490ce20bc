import { useRouteLoaderData } from 'react-router';
import { unpack } from '#src/lib/packed-data.ts';
import type { RootData, RootWireData } from '#src/root/root.server.ts';

// One object per loader answer: the same one comes back on every render until the root
// loader runs again (another path, or another edition).
const unpacked = new WeakMap<RootWireData, RootData>();

/** The root data with its layout content and messages unpacked (root.server.ts says why). */
export function unpackRootData(wire: RootWireData): RootData {
  let data = unpacked.get(wire);
  if (!data) {
    const { chrome, ...rest } = wire;
    data = { ...rest, ...unpack(chrome) };
    unpacked.set(wire, data);
  }
  return data;
}

/** The root loader's data, for components and error boundaries below the root. */
export function useRootData(): RootData | undefined {
  const wire = useRouteLoaderData('root') as RootWireData | undefined;
  return wire && unpackRootData(wire);
}

/** The root loader's data inside a route's `meta` function (which receives the matches). */
export function rootDataOf(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): RootData | undefined {
  const wire = matches.find((m) => m?.id === 'root')?.loaderData as RootWireData | undefined;
  return wire && unpackRootData(wire);
}
