import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import globals from 'globals';

export default tseslint.config(
  // api-reference/: what npm run docs writes (TypeDoc's own scripts), not the project's code.
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'api-reference/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  lit.configs['flat/recommended'],
  { files: ['demo/merchant/**/*.js'], languageOptions: { globals: globals.browser } },
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  { files: ['test/consumer/*.mjs', 'test/engines/*.mjs'], languageOptions: { globals: globals.node } },
  {
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The sandbox keeps its files small enough to read in one sitting.
    files: ['src/sandbox/**/*.ts'],
    ignores: ['src/sandbox/**/*.test.ts'],
    rules: { 'max-lines': ['error', { max: 500 }] },
  },
);
