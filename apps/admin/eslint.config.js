import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import react from '@lumen/eslint-config/react';

// Imports flow one way: shared code -> features -> app; features never import each other.
// Every folder of src/features, so a new feature is covered without an edit here.
const features = readdirSync(join(import.meta.dirname, 'src', 'features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default [
  ...react,
  { ignores: ['dist/**'] },
  {
    // The static server (server/*.mjs) runs in Node.
    files: ['server/**/*.mjs'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly' },
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/features', from: './src/app' },
            {
              target: ['./src/components', './src/hooks', './src/lib', './src/config'],
              from: ['./src/features', './src/app'],
            },
            ...features.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
            })),
          ],
        },
      ],
    },
  },
];
