import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import {pluginPublicSurface} from './eslint-rules/pluginPublicSurface.mjs';

const BROWSER_IMPORT_MESSAGE =
  'Build-time code (plugins/) never imports browser code (src/). Let the plugin own the value or type ' +
  'and src/ import it from the plugin, or name the site module in a plugin option in docusaurus.config.ts.';

const PLUGIN_BROWSER_IMPORT_MESSAGE =
  "A plugin's build-time code never imports its browser half (src/client/, src/theme/). Keep what both " +
  'need in a plain module beside index.ts (values, types) and let the browser half import it.';

/** Plugin files live at most this many folders deep (`plugins/chart-docs/src/props/__tests__/fixtures/x.ts` is 6). */
const MAX_PLUGIN_FILE_DEPTH = 8;

/** A plugin's browser half: modules its theme components use, and the theme components (bundled, never run by Node). */
const BROWSER_HALF = ['plugins/*/src/client/**', 'plugins/*/src/theme/**'];

const SOURCE_EXTENSIONS = '{ts,tsx,js,mjs,cjs}';

/**
 * One forbidden import target as rules: `no-restricted-imports` takes
 * `pattern` as a regex source; `require()`, `require.resolve()` and `import()`
 * of a matching literal are reported through `no-restricted-syntax`.
 */
function forbidden(pattern, message) {
  const literal = `Literal[value=/${pattern.replaceAll('/', '\\/')}/]`;
  return {
    imports: {regex: pattern, message},
    syntax: [
      {selector: `CallExpression[callee.name='require'] > ${literal}`, message},
      {selector: `CallExpression[callee.object.name='require'][callee.property.name='resolve'] > ${literal}`, message},
      {selector: `ImportExpression > ${literal}`, message},
    ],
  };
}

/** Config block that forbids the given targets in `files` (minus `ignores`). */
function restrictImports(files, ignores, targets) {
  return {
    files,
    ignores,
    rules: {
      'no-restricted-imports': ['error', {patterns: targets.map((target) => target.imports)}],
      'no-restricted-syntax': ['error', ...targets.flatMap((target) => target.syntax)],
    },
  };
}

/**
 * The site's `src/` from a plugin file `depth` folders deep: by alias
 * (`@site/src/...`), through the tsconfig base URL (`src/...`) or by a
 * relative path. A relative path reaches the root `src/` when it climbs
 * exactly as many folders as the file is deep, so each depth gets its own
 * pattern, and a path that climbs less (into a plugin's own `src/`) is never
 * mistaken for it.
 */
const siteSource = (depth) => forbidden(`^(@site/src|src|(\\.\\./){${depth}}src)(/|$)`, BROWSER_IMPORT_MESSAGE);

/** `n` folders up as a regex source: `./` for none. */
const climb = (n) => (n === 0 ? '\\./' : `(\\.\\./){${n}}`);

/**
 * Any plugin's browser half by a site path (`@site/plugins/x/src/client`,
 * `plugins/x/src/theme`) or by a relative path through `plugins/` (a file
 * `depth` folders deep climbs `depth - 1` folders to reach it).
 */
const anyPluginBrowserHalf = (depth) =>
  forbidden(
    `(^(@site/)?plugins/|^${climb(depth - 1)})[^./][^/]*/src/(client|theme)(/|$)`,
    PLUGIN_BROWSER_IMPORT_MESSAGE,
  );

/**
 * The own plugin's browser half by a relative path: from a file of its `src/`
 * (`plugins/x/src/y.ts` is 3 folders deep) or from beside `src/`
 * (`plugins/x/index.ts` is 2 deep, `plugins/x/scripts/y.mjs` 3).
 */
const ownBrowserHalf = (depth, {inSource}) =>
  forbidden(
    inSource ? `^${climb(depth - 3)}(client|theme)(/|$)` : `^${climb(depth - 2)}src/(client|theme)(/|$)`,
    PLUGIN_BROWSER_IMPORT_MESSAGE,
  );

/**
 * Import directions for plugin files `depth` folders deep: no plugin file
 * imports the site's `src/`, and no build-time plugin file imports a plugin's
 * browser half (which may import the build-time side's plain modules, as
 * `src/` may).
 */
function pluginImportRules(depth) {
  const atDepth = (prefix, segments) => [`${prefix}${'*/'.repeat(segments)}*.${SOURCE_EXTENSIONS}`];
  const blocks = [
    // Beside a plugin's src/ (plugins/x/index.ts, plugins/x/scripts/y.mjs).
    restrictImports(
      atDepth('plugins/', depth - 1),
      ['plugins/*/src/**'],
      [siteSource(depth), ownBrowserHalf(depth, {inSource: false}), anyPluginBrowserHalf(depth)],
    ),
  ];
  if (depth >= 3) {
    blocks.push(
      restrictImports(atDepth('plugins/*/src/', depth - 3), BROWSER_HALF, [
        siteSource(depth),
        ownBrowserHalf(depth, {inSource: true}),
        anyPluginBrowserHalf(depth),
      ]),
    );
  }
  if (depth >= 4) {
    blocks.push(restrictImports(atDepth('plugins/*/src/{client,theme}/', depth - 4), [], [siteSource(depth)]));
  }
  return blocks;
}

export default tseslint.config(
  {
    ignores: [
      'build/',
      'packages/mcp/dist/',
      // The bench's, the sub-path test's and any other `--out-dir build-*`.
      'build-*/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'coverage/',
      // Projects of their own (their own packages and compiler settings), checked by npm run test:recipes.
      'test/recipe-apps/',
    ],
  },
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
  {
    // CommonJS on purpose: the MCP bin, an Rspack loader and the recorder's probes (which a Jest test requires).
    files: ['**/*.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // The engine recorder's page scripts run in Chromium, not Node.
    files: ['scripts/engine-record/page/*.js', 'scripts/engine-record/beforeEngine.js'],
    languageOptions: {globals: {...globals.browser}},
  },
  ...Array.from({length: MAX_PLUGIN_FILE_DEPTH - 1}, (_, index) => pluginImportRules(index + 2)).flat(),
  {
    // Each plugin has one public surface; tests may reach into what they test.
    files: [`**/*.${SOURCE_EXTENSIONS}`],
    ignores: ['**/__tests__/**', 'e2e/**', 'test/**'],
    plugins: {local: {rules: {'plugin-public-surface': pluginPublicSurface}}},
    rules: {'local/plugin-public-surface': 'error'},
  },
);
