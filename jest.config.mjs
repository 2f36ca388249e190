import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const rootDir = path.dirname(fileURLToPath(import.meta.url));

/** @type {import('jest').Config} */

/**
 * ESM-only packages of the remark/unified family (the search plugin parses MDX with them): Jest runs
 * CommonJS, so SWC compiles these like our own sources instead of Jest skipping node_modules.
 */
const ESM_ONLY_PACKAGES = [
  'unified',
  'bail',
  'trough',
  'is-plain-obj',
  'devlop',
  'zwitch',
  'ccount',
  'longest-streak',
  'markdown-table',
  'escape-string-regexp',
  'decode-named-character-reference',
  'parse-entities',
  'stringify-entities',
  'character-entities[^/]*',
  'character-reference-invalid',
  'is-(?:alphabetical|alphanumerical|decimal|hexadecimal)',
  'vfile[^/]*',
  'unist-util-[^/]+',
  'mdast-util-[^/]+',
  'micromark[^/]*',
  'remark-[^/]+',
  'estree-util-[^/]+',
  'stemmer',
  // Docusaurus' own heading-id plugin (the search plugin runs it): CommonJS that `import()`s ESM packages.
  '@docusaurus/mdx-loader',
];

/**
 * `@theme/X` of the site's own plugins (`plugins/<name>/src/theme/X`), as Docusaurus resolves it;
 * theme-classic's components stay mocked or unresolved below.
 */
const pluginThemeComponents = Object.fromEntries(
  fs
    .readdirSync(path.join(rootDir, 'plugins'))
    .flatMap((plugin) => {
      const themeDir = path.join(rootDir, 'plugins', plugin, 'src', 'theme');
      return fs.existsSync(themeDir)
        ? fs.readdirSync(themeDir).map((name) => [name, `plugins/${plugin}/src/theme/${name}`])
        : [];
    })
    .filter(([name]) => !name.startsWith('.') && name !== '__tests__')
    .map(([name, dir]) => [`^@theme/${name.replace(/\.tsx?$/, '')}(/.*)?$`, `<rootDir>/${dir}$1`]),
);

const config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/plugins', '<rootDir>/packages', '<rootDir>/scripts', '<rootDir>/test'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: {syntax: 'typescript', tsx: true},
          transform: {react: {runtime: 'automatic'}},
          target: 'es2022',
        },
        module: {type: 'commonjs'},
      },
    ],
  },
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/test/mocks/styleMock.ts',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@generated/routes$': '<rootDir>/test/mocks/generatedRoutes.ts',
    '^@generated/docusaurus.config$': '<rootDir>/test/mocks/generatedConfig.ts',
    '^@generated/chart-docs/default/registry$': '<rootDir>/test/mocks/chartDocsRegistry.ts',
    '^@docusaurus/useDocusaurusContext$': '<rootDir>/test/mocks/useDocusaurusContext.ts',
    '^@docusaurus/Translate$': '<rootDir>/test/mocks/Translate.tsx',
    '^@docusaurus/Link$': '<rootDir>/test/mocks/Link.tsx',
    '^@docusaurus/useIsBrowser$': '<rootDir>/test/mocks/useIsBrowser.ts',
    '^@docusaurus/BrowserOnly$': '<rootDir>/test/mocks/BrowserOnly.tsx',
    '^@docusaurus/router$': 'react-router-dom',
    '^@theme/Heading$': '<rootDir>/test/mocks/Heading.tsx',
    '^@theme/Layout$': '<rootDir>/test/mocks/Layout.tsx',
    '^@docusaurus/core/lib/client/routeContext$': '<rootDir>/test/mocks/routeContext.tsx',
    '^@theme/Icon/(.*)$': '<rootDir>/test/mocks/Icon.tsx',
    ...pluginThemeComponents,
  },
  setupFilesAfterEnv: ['<rootDir>/test/setupTests.ts'],
  transformIgnorePatterns: [`/node_modules/(?!(?:${ESM_ONLY_PACKAGES.join('|')})/)`],
  testPathIgnorePatterns: ['/node_modules/', '/build/', '/build-bench/', '/build-subpath/', '/.docusaurus/', '/e2e/'],
  // The recipe projects have packages of their own (another React, Next.js): not modules of this site.
  modulePathIgnorePatterns: ['<rootDir>/test/recipe-apps/'],
};

export default config;
