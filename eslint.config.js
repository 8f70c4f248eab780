import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The dependency rule: ui -> store -> core, workers -> core. Core imports nothing above it.
const ourFolders = ['store', 'ui', 'workers', 'cli', 'i18n', 'app'];
const outside = (dirs) => dirs.flatMap((d) => [`**/${d}/**`, `../${d}`, `../../${d}`, `../${d}/*`, `../../${d}/*`]);

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'bench/results'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-implied-eval': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never render raw HTML.' },
        { selector: "AssignmentExpression[left.property.name='innerHTML']", message: 'Never assign innerHTML.' },
      ],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'react/*',
                'zustand',
                'zustand/*',
                'framer-motion',
                'motion',
                ...outside(ourFolders),
              ],
              message: 'src/core is pure TypeScript: no React, no zustand, no DOM, nothing of ours above it.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'navigator'],
    },
  },
  {
    files: ['src/store/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: outside(['ui']), message: 'src/store must not import src/ui (ui -> store -> core).' }] },
      ],
    },
  },
  {
    files: ['src/workers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'zustand', 'framer-motion', ...outside(['ui', 'store'])],
              message: 'workers -> core only.',
            },
          ],
        },
      ],
    },
  },
);
