import base from './base.js';

/**
 * Plain JavaScript scripts (`*.mjs`: bootstrap, bench, deploy) get no types to say which
 * globals exist, so Node's are declared here once rather than in each workspace.
 */
const NODE_GLOBALS = [
  'process',
  'console',
  'fetch',
  'URL',
  'AbortController',
  'AbortSignal',
  'performance',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
];

export default [
  ...base,
  {
    files: ['**/*.mjs'],
    languageOptions: {
      globals: Object.fromEntries(NODE_GLOBALS.map((name) => [name, 'readonly'])),
    },
  },
];
