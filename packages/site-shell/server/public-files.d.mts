type Middleware = (req: { path: string }, res: unknown, next: () => void) => unknown;

export function listPublicPaths(dir: string, skip?: string[]): Set<string>;
export function onlyPublicFiles(paths: Set<string>, serve: Middleware): Middleware;
