import { defineConfig } from 'vitest/config';
import { publicAppTestOptions } from '@lumen/site-shell/vite/vitest.mjs';

// The public apps' shared test options (setup file, environment, limits) are the shell's.
export default defineConfig({ test: publicAppTestOptions });
