/** @jest-environment node */
import path from 'node:path';
import {ESLint, type Linter} from 'eslint';
import config from '../../eslint.config.mjs';

const ROOT = path.resolve(__dirname, '../..');

// The project's own config, passed in rather than looked up: looking it up
// would load eslint.config.mjs with a dynamic import, which Jest's module system does not run.
const eslint = new ESLint({cwd: ROOT, overrideConfigFile: true, overrideConfig: config as Linter.Config[]});

async function browserImportErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath});
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

describe('plugins never import browser code (eslint.config.mjs)', () => {
  it.each([
    ["import {SEARCH_WEIGHTS} from '@site/src/constants';", 'plugins/x/src/y.ts'],
    ["import {createDemoRegistry} from '../../../src/charts/demoRegistry';", 'plugins/x/src/y.ts'],
    // A plugin's browser half is plugin code too: it never reaches into the site's src/.
    ["import {SEARCH_WEIGHTS} from '@site/src/constants';", 'plugins/x/src/client/y.ts'],
    ["import Layout from '../../../../../src/theme/Layout';", 'plugins/x/src/theme/Y/index.tsx'],
    ["export {THEME_CHOICES} from '../../../../src/constants';", 'plugins/x/src/__tests__/y.test.ts'],
    ["import '../../src/client/guardRouteChunks';", 'plugins/x/index.ts'],
    ["import {x} from 'src/constants';", 'plugins/x/src/y.ts'],
    ["export const modules = [require.resolve('../../../src/client/repairMalformedPath')];", 'plugins/x/src/y.ts'],
    ["const constants = require('@site/src/constants');\nexport default constants;", 'plugins/x/src/y.mjs'],
  ])('reports %s in %s', async (code, filePath) => {
    const errors = await browserImportErrors(code, filePath);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Build-time code (plugins/) never imports browser code (src/).');
  });

  it.each([
    // Another plugin, and the plugin's own src/ from a nested test folder.
    ["import type {ChartDocsContent} from '../../chart-docs/src/types';", 'plugins/x/src/y.ts'],
    ["import type {PropRow} from '../../../src/props/types';", 'plugins/x/src/props/__tests__/y.test.ts'],
    ["import {demoPageLink} from '../demoPageLink';", 'plugins/x/src/__tests__/y.test.ts'],
    // The browser importing a plugin is the allowed direction.
    ["import {NOSCRIPT_TEXT} from '@site/plugins/site-shell/src/constants';", 'src/components/y.tsx'],
    ["import {THEME_CHOICES} from '@site/src/constants';", 'src/components/y.tsx'],
  ])('allows %s in %s', async (code, filePath) => {
    expect(await browserImportErrors(code, filePath)).toEqual([]);
  });
});

describe("a plugin's build-time code never imports its browser half (eslint.config.mjs)", () => {
  it.each([
    ["import {loadSearchClient} from './client/loadSearchClient';", 'plugins/x/src/y.ts'],
    ["import SearchBar from '../theme/SearchBar';", 'plugins/x/src/collect/y.ts'],
    ["import {parseKeywords} from '../../client/parseKeywords';", 'plugins/x/src/__tests__/site/y.ts'],
    ["export const bar = require.resolve('./src/theme/SearchBar');", 'plugins/x/index.ts'],
    ["const client = await import('../src/client/searchClient');", 'plugins/x/scripts/y.mjs'],
    ["import type {SearchHint} from '@site/plugins/search/src/client/types';", 'plugins/x/src/y.ts'],
    ["import {rankSearchHints} from '../../search/src/client/rankSearchHints';", 'plugins/x/src/y.ts'],
  ])('reports %s in %s', async (code, filePath) => {
    const errors = await browserImportErrors(code, filePath);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("A plugin's build-time code never imports its browser half");
  });

  it.each([
    // The browser half imports the build-time side's plain modules, and itself.
    ["import {SEARCH_PAGE_PATH} from '../constants';", 'plugins/x/src/client/y.ts'],
    ["import type {SearchIndex} from '../types';", 'plugins/x/src/client/y.ts'],
    ["import {parseKeywords} from '../../client/parseKeywords';", 'plugins/x/src/theme/Y/index.tsx'],
    [
      "import {EARLY_SHORTCUT_GLOBAL} from '../../../earlyShortcutScript';",
      'plugins/x/src/theme/Y/__tests__/y.test.ts',
    ],
    [
      "import {loadSiteSearchIndex} from '../../__tests__/site/loadSiteSearchIndex';",
      'plugins/x/src/client/__tests__/y.test.ts',
    ],
    // Build-time code: a folder merely named like one, and a package.
    ["import {x} from './clientRoutes';", 'plugins/x/src/y.ts'],
    ["import {useColorMode} from '@docusaurus/theme-common';", 'plugins/x/src/y.ts'],
    ["import {x} from '../props/theme';", 'plugins/x/src/props/y.ts'],
    // The site's browser code and the MCP server may use a plugin's browser half.
    ["import {rankSearchHints} from '@site/plugins/search/src/client/rankSearchHints';", 'packages/mcp/src/y.ts'],
  ])('allows %s in %s', async (code, filePath) => {
    expect(await browserImportErrors(code, filePath)).toEqual([]);
  });
});
