import node from '@lumen/eslint-config/node';

export default [
  ...node,
  {
    // filter-latency.mjs runs some code in the page.
    files: ['**/*.mjs'],
    languageOptions: {
      globals: {
        document: 'readonly',
        MutationObserver: 'readonly',
        requestAnimationFrame: 'readonly',
      },
    },
  },
];
