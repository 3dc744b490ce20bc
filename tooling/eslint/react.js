import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import base from './base.js';

export default [
  ...base,
  {
    // The hooks rules include the React Compiler checks (purity, refs, set-state-in-effect):
    // code that passes them is safe to compile later and already free of the usual bugs.
    files: ['**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // Query keys and fetchers live in one xQueryOptions() factory per resource (STYLE.md 13).
      '@tanstack/query/prefer-query-options': 'error',
    },
  },
];
