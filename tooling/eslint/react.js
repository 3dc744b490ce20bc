import base from './base.js';

export default [
  ...base,
  {
    files: ['**/*.tsx'],
    rules: {
      // Components are PascalCase exports, but their files stay kebab-case like everything else.
    },
  },
];
