import react from '@lumen/eslint-config/react';

// Imports flow one way: shared code -> features -> app; features never import each other.
const features = ['golden-ticket', 'express-leaderboard', 'ziigna-builder'];

export default [
  ...react,
  { ignores: ['start.mjs'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/features', from: './src/app' },
            {
              target: ['./src/components', './src/lib'],
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
