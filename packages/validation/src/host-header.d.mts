export function isWellFormedHost(host: string | undefined): boolean;
