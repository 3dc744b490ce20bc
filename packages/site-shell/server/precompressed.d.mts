type Middleware = (req: unknown, res: unknown, next: () => void) => unknown;

export function listPrecompressed(dir: string): Set<string>;
export function precompressed(names: Set<string>): Middleware;
