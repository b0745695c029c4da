import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const dataLibraries = [
  '@apollo/client',
  '@apollo/client/*',
  'axios',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/*',
];

export default [
  {
    ignores: [
      '**/vitest.config.ts',
      '**/vite.config.ts',
      '**/playwright.config.ts',
      '**/dist',
      '**/node_modules',
      '**/storybook-static',
      '**/.data',
      '**/*.gen.ts',
      '**/__generated__/**',
      'libs/api-client/src/gql/**',
      'tools/scripts/templates/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          // The boot script evaluates the store's modules a task before the rest of the site (issue 14): a dynamic
          // import for its timing, not a lazy library, so the shell's static imports of it stay allowed.
          checkDynamicDependenciesExceptions: ['@lobby/api-client'],
          banTransitiveDependencies: false,
          depConstraints: [
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:shell',
                'type:feature',
                'type:data',
                'type:ui',
                'type:util',
                'type:tool',
              ],
            },
            {
              sourceTag: 'type:shell',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:site',
                'type:data',
                'type:ui',
                'type:util',
                'type:testing',
              ],
            },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:data', 'type:ui', 'type:util', 'type:testing'],
            },
            { sourceTag: 'type:site', onlyDependOnLibsWithTags: ['type:data', 'type:ui', 'type:util'] },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:site', 'type:data', 'type:ui', 'type:util'] },
            { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:data', 'type:util', 'type:testing'] },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:testing'],
              bannedExternalImports: dataLibraries,
            },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'], bannedExternalImports: dataLibraries },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:tool', 'type:shell', 'type:util', 'type:data'] },
            // The platform server stands in for the operator's backend: it may share plain utilities and the
            // contract, never reach into the site (shell, features, ui, client data layer).
            { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:util'] },
          ],
        },
      ],
    },
  },
  {
    // The test harness is for tests and stories: product code never imports it.
    files: ['libs/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/testing/**', '**/testing.{ts,tsx}', 'libs/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@lobby/testing', message: 'The test harness is for *.test.* and *.stories.* files.' }] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];
