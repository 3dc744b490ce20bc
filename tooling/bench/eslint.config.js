import node from '@lumen/eslint-config/node';

export default [
  ...node,
  {
    files: ['**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        performance: 'readonly',
        // filter-latency.mjs runs some code in the page.
        document: 'readonly',
        MutationObserver: 'readonly',
        requestAnimationFrame: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
  },
];
