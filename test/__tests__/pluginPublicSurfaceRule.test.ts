/** @jest-environment node */
import path from 'node:path';
import {ESLint, type Linter} from 'eslint';
import config from '../../eslint.config.mjs';

const ROOT = path.resolve(__dirname, '../..');

// The project's own config, passed in (Jest's module system does not run the dynamic import a lookup needs).
const eslint = new ESLint({cwd: ROOT, overrideConfigFile: true, overrideConfig: config as Linter.Config[]});

async function surfaceErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath});
  return result.messages
    .filter((message) => message.ruleId === 'local/plugin-public-surface')
    .map((message) => message.message);
}

describe('a plugin is imported only through its public entry (eslint-rules/pluginPublicSurface.mjs)', () => {
  it.each([
    // The site's browser code reaching into a plugin's internals.
    [
      "import type {PropRow} from '@site/plugins/chart-docs/src/props/types';",
      'src/theme/X/index.tsx',
      '@site/plugins/chart-docs/src/client',
    ],
    [
      "import {copyCode} from '@site/plugins/chart-docs/src/client/sandbox/copyCode';",
      'src/components/Y/index.tsx',
      '@site/plugins/chart-docs/src/client',
    ],
    [
      "const m = await import('@site/plugins/search/src/client/searchClient');",
      'src/x.ts',
      '@site/plugins/search/src/client',
    ],
    // Plugin to plugin, by a relative path and by the site alias.
    ["import type {ChangelogData} from '../../changelog/src/types';", 'plugins/llms/src/x.ts', 'plugins/changelog/src'],
    [
      "import {toPropAnchorId} from '@site/plugins/chart-docs/src/propsRows/propAnchor';",
      'plugins/search/src/client/x.ts',
      '@site/plugins/chart-docs/src/client',
    ],
    [
      "export {describeError} from '../../../../site-shell/src/client/describeError';",
      'plugins/llms/src/theme/Menu/index.tsx',
      '@site/plugins/site-shell/src/client',
    ],
    // Build scripts and the site config.
    [
      "import {scanDemos} from '../../plugins/chart-docs/src/scanDemos';",
      'scripts/demos/x.ts',
      'plugins/chart-docs/src',
    ],
    ["import {CATEGORIES} from './plugins/chart-docs/src/categories';", 'sidebars.ts', 'plugins/chart-docs/src'],
    ["const t = require('../plugins/llms/src/types');", 'packages/x.cjs', 'plugins/llms/src'],
  ])('reports %s in %s, naming the entry', async (code, filePath, entry) => {
    const errors = await surfaceErrors(code, filePath);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`Import its public entry instead: '${entry}'`);
  });

  it.each([
    // The public entries and theme components.
    ["import type {PropRow} from '@site/plugins/chart-docs/src/client';", 'src/theme/X/index.tsx'],
    [
      "import {describeError} from '@site/plugins/site-shell/src/client/index';",
      'plugins/llms/src/theme/Menu/index.tsx',
    ],
    ["import chartDocs from './plugins/chart-docs/src';", 'docusaurus.config.ts'],
    ["import type {ChangelogData} from '../../changelog/src';", 'plugins/llms/src/x.ts'],
    ["import Demo from '@theme/Demo';", 'src/components/HomePage/index.tsx'],
    // A plugin's own files, however deep.
    ["import {walkPropRows} from '../../propsRows/walkPropRows';", 'plugins/chart-docs/src/theme/PropsTable/x.ts'],
    ["import {copyCode} from '../../client/sandbox/copyCode';", 'plugins/chart-docs/src/theme/DemoToolbar/x.ts'],
    // Tests may reach into what they test.
    [
      "import {buildSearchIndex} from '../../../search/src/buildSearchIndex';",
      'plugins/chart-docs/src/__tests__/x.test.ts',
    ],
    ["import {EVENT_GROUPS} from '../plugins/chart-docs/src/events/eventCatalog';", 'e2e/x.spec.ts'],
  ])('allows %s in %s', async (code, filePath) => {
    expect(await surfaceErrors(code, filePath)).toEqual([]);
  });
});
