import type { Plugin } from 'vite';

export function reactRouterForTheBrowser(): Plugin;
export function shellChunk(): { plugin: Plugin; test: (id: string) => boolean };
export function precompressAssets(): Plugin;
