import type { InlineConfig } from 'vitest/node';

export const publicAppTestOptions: InlineConfig;
