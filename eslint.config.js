import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results*', 'playwright-report', '.test-output', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The kernel runs in browsers, workers and Node: it must not depend on React or the UI.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@tanstack/react-*', 'react-i18next'],
              message: 'src/core imports no React.',
            },
            {
              group: ['**/ui/**', '**/features/**', '**/plugins/**', '**/app/**'],
              message: 'src/core imports nothing above it.',
            },
          ],
        },
      ],
    },
  },
  // The layers (core <- kit <- features <- plugins <- app shell); .dependency-cruiser.cjs checks the
  // same rules on the resolved graph, with the import cycles, in `npm run lint` and `npm test`.
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(features|plugins|app)(/|$)',
              message: 'The UI kit (src/ui) imports only src/core and libraries.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(plugins|app)(/|$)',
              message:
                'A feature imports src/core, the kit and other features; the shell and the plugins load it, never the reverse.',
            },
            { regex: '^(\\.\\./)*\\.\\.(/index)?$', message: 'Only the shell imports the features list.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/plugins/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(app(/|$)|features(/index)?$)',
              message: 'A plugin imports src/core, the kit and what features export; only the shell imports the lists.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '**/src/ui/**', '**/src/features/**/screens/**'],
              message: 'The server never imports the UI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'tests/**', 'server/**'],
    rules: { 'no-console': 'off' },
  },
);
