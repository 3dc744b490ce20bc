import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * Env is read in exactly one validated module per app (src/config/env.ts), so a
 * missing variable fails at start with a clear message instead of deep in a request.
 */
const restrictEnvAccess = {
  files: ['**/*.{ts,tsx}'],
  ignores: ['**/config/env.ts', '**/*.config.ts', '**/*.test.{ts,tsx}', '**/testing/**'],
  rules: {
    'no-restricted-properties': [
      'error',
      { object: 'process', property: 'env', message: "Read env through the app's config/env.ts." },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
        message: "Read env through the app's config/env.ts.",
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      '**/graphql-env.d.ts',
      '**/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'NEXT_JS_APP_ROUTER_CASE' }],
    },
  },
  restrictEnvAccess,
);
