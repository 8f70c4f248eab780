import js from '@eslint/js';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The dependency rule: ui -> store -> core, workers -> core. Core imports nothing above it.
// Links (the link codec) are pure like core and may import core only; store and ui may import links.
// Lib (the package's `exports`) is pure like core and may import core only.
const ourFolders = ['store', 'ui', 'workers', 'cli', 'i18n', 'app', 'links', 'lib'];
const outside = (dirs) => dirs.flatMap((d) => [`**/${d}/**`, `../${d}`, `../../${d}`, `../${d}/*`, `../../${d}/*`]);
// The browser-only entry files at the src root (the service worker registration, the React root).
const browserEntries = ['pwa', 'main'].flatMap((f) => [`../${f}`, `../../${f}`, `../${f}.*`, `../../${f}.*`]);
// Browser globals core must not touch (core runs in Node and in workers, where they do not exist).
const browserGlobals = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'history',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'self',
  'alert',
];

// Raw HTML never reaches the page (issue #10): refused in every source file.
const rawHtmlSyntax = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never render raw HTML.' },
  { selector: "AssignmentExpression[left.property.name='innerHTML']", message: 'Never assign innerHTML.' },
];

// Every AlgorithmId (src/core/events.ts). Outside src/core/solvers and src/i18n, code asks an
// algorithm's row (src/core/solvers/algorithms.ts) what it does and never compares its id, so a new
// algorithm is a row, not an edit in every view. tests/unit/robustness/lintRules.test.ts lints a
// comparison with each id of ALGORITHMS, so an id missing here fails there.
const algorithmIds = [
  'bfs',
  'dfs',
  'iddfs',
  'greedy',
  'astar',
  'wastar',
  'idastar',
  'bibfs',
  'random',
  'hill',
  'anneal',
  'beam',
  'ucs',
  'rbfs',
  'smastar',
];
const anAlgorithmId = `/^(${algorithmIds.join('|')})$/`;
const askTheRow =
  "Ask the algorithm's row what it does (algorithmInfo, takesOption, ... in src/core/solvers/algorithms.ts), never compare its id: see docs/ARCHITECTURE.md, Adding an algorithm.";
const algorithmIdComparisons = [
  `BinaryExpression[operator=/^[!=]==?$/] > Literal[value=${anAlgorithmId}]`,
  `SwitchCase > Literal.test[value=${anAlgorithmId}]`,
  `CallExpression[callee.property.name=/^(includes|indexOf|has)$/] > MemberExpression.callee > ArrayExpression.object > Literal[value=${anAlgorithmId}]`,
  `NewExpression[callee.name='Set'] > ArrayExpression > Literal[value=${anAlgorithmId}]`,
  `TSTypeReference[typeName.name='Record'] TSLiteralType > Literal[value=${anAlgorithmId}]`,
].map((selector) => ({ selector, message: askTheRow }));

/** A layer that runs anywhere (Node, workers, the page): no UI libraries, no browser, none of `above`. */
function pureLayer(folder, above, message) {
  return {
    files: [`${folder}/**/*.ts`],
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
                ...outside(above),
                ...browserEntries,
              ],
              message,
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...browserGlobals],
    },
  };
}

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'bench/results', '.cache'] },
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
      'no-restricted-syntax': ['error', ...rawHtmlSyntax],
    },
  },
  {
    // Algorithm ids are compared only where the algorithms are defined and named. The list above
    // is repeated: a block's no-restricted-syntax replaces the earlier one for its files.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/core/solvers/**', 'src/i18n/**'],
    rules: { 'no-restricted-syntax': ['error', ...rawHtmlSyntax, ...algorithmIdComparisons] },
  },
  {
    // Every word a reader sees comes from the i18n catalogues (en and ja). Text between tags,
    // string literals inside JSX and the attributes a reader or a screen reader meets are
    // checked; symbols, digits, punctuation and a few names that are the same in every language
    // are allowed.
    files: ['src/ui/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'should-validate-template': true,
          'jsx-attributes': {
            include: [
              'aria-label',
              'aria-description',
              'aria-roledescription',
              'aria-valuetext',
              'title',
              'alt',
              'placeholder',
              'label',
            ],
          },
          words: {
            exclude: [
              '[0-9\\s!-/:-@[-`{-~×÷·…–—−→←↑↓▶◀⇄↻✓✗✕★☆•°′″±≤≥≠∞⤫%]+',
              '(A|IDA|WA)\\*',
              'BFS|DFS|IDDFS|CSV|JSON|TXT|PDB|Korf|Frontier|[fgh]',
              // Identifiers used inside JSX (ids, class names, test ids, enum values, catalogue
              // keys) are lower-case single words; text for people is sentence case or a phrase.
              '[a-z][a-zA-Z0-9]*([-.][a-zA-Z0-9]+)*',
            ],
          },
        },
      ],
    },
  },
  pureLayer(
    'src/core',
    ourFolders,
    'src/core is pure TypeScript: no React, no zustand, no DOM, nothing of ours above it.',
  ),
  pureLayer(
    'src/links',
    ourFolders.filter((d) => d !== 'links'),
    'src/links is a pure codec: no React, no zustand, no DOM; it may import src/core only (store and ui import links).',
  ),
  pureLayer(
    'src/lib',
    ourFolders.filter((d) => d !== 'lib'),
    'src/lib is the package as a library: no React, no zustand, no DOM, nothing of ours but src/core.',
  ),
  {
    // Security (issue #10): no code from strings, no raw HTML. A block of its own, and through
    // no-restricted-properties, so the no-restricted-syntax lists above (hooks, i18n) stay separate.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-new-func': 'error',
      'no-restricted-properties': [
        'error',
        ...['outerHTML', 'insertAdjacentHTML'].map((property) => ({ property, message: 'Never write raw HTML.' })),
        ...['write', 'writeln'].map((property) => ({
          object: 'document',
          property,
          message: 'Never write raw HTML into the page.',
        })),
      ],
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
              group: ['react', 'react-*', 'zustand', 'framer-motion', ...outside(['ui', 'store', 'links'])],
              message: 'workers -> core only.',
            },
          ],
        },
      ],
    },
  },
);
