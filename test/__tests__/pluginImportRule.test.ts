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
    ["import type {SearchIndex} from '../../../src/search/types';", 'plugins/x/src/y.ts'],
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
