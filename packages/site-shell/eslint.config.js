import node from '@lumen/eslint-config/node';
import react from '@lumen/eslint-config/react';

// Imports flow one way: shared code -> features -> app; features never import each other.
const features = ['layout', 'newsletter', 'search'];

// server/*.mjs run in Node as they are: Node's globals are declared for them.
const nodeScripts = node.filter((c) => c.files?.includes('**/*.mjs'));

export default [
  ...react,
  ...nodeScripts,
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/features', from: './src/root' },
            {
              target: ['./src/components', './src/hooks', './src/lib', './src/config'],
              from: ['./src/features', './src/root'],
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
