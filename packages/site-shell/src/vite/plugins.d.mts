import type { Plugin } from 'vite';

export function reactRouterWithoutDevWarnings(): Plugin;
export function shellChunk(): { plugin: Plugin; test: (id: string) => boolean };
export function precompressAssets(): Plugin;
