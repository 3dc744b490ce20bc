import { useRouteLoaderData } from 'react-router';
import type { RootData } from './root.server.ts';

/** The root loader's data, for components and error boundaries below the root. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/** The root loader's data inside a route's `meta` function (which receives the matches). */
export function rootDataOf(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): RootData | undefined {
  return matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
}
