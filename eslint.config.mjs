import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const BROWSER_IMPORT_MESSAGE =
  'Build-time code (plugins/) never imports browser code (src/). Let the plugin own the value or type ' +
  'and src/ import it from the plugin, or name the site module in a plugin option in docusaurus.config.ts.';

/** Plugin files live at most this many folders deep (`plugins/chart-docs/src/props/__tests__/fixtures/x.ts` is 6). */
const MAX_PLUGIN_FILE_DEPTH = 8;

/**
 * Forbids plugin files to import `src/`: by alias (`@site/src/...`), through
 * the tsconfig base URL (`src/...`) or by a relative path. A relative path
 * reaches the root `src/` when it climbs exactly as many folders as the file
 * is deep, so each depth gets its own block, and a path that climbs less
 * (into a plugin's own `src/`) is never mistaken for it. `require()` and
 * `require.resolve()` of such a path are forbidden alike.
 */
function noBrowserCodeInPlugins(depth) {
  const target = `(@site\\/src|src|(\\.\\.\\/){${depth}}src)(\\/|$)`;
  const required = `Literal[value=/^${target}/]`;
  return {
    files: [`plugins/${'*/'.repeat(depth - 1)}*.{ts,tsx,js,mjs,cjs}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {patterns: [{regex: `^(@site/src|src|(\\.\\./){${depth}}src)(/|$)`, message: BROWSER_IMPORT_MESSAGE}]},
      ],
      'no-restricted-syntax': [
        'error',
        {selector: `CallExpression[callee.name='require'] > ${required}`, message: BROWSER_IMPORT_MESSAGE},
        {
          selector: `CallExpression[callee.object.name='require'][callee.property.name='resolve'] > ${required}`,
          message: BROWSER_IMPORT_MESSAGE,
        },
      ],
    },
  };
}

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/', 'coverage/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {globals: {...globals.node}},
  },
  ...Array.from({length: MAX_PLUGIN_FILE_DEPTH - 1}, (_, index) => noBrowserCodeInPlugins(index + 2)),
);
