/** @jest-environment node */
import path from 'node:path';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {LoadContext} from '@docusaurus/types';
import siteShellPlugin from '..';
import {validateOptions, type Options} from '../options';

const SITE_DIR = path.resolve(__dirname, '../../../..');

function validate(options?: Options) {
  return validateOptions({validate: normalizePluginOptions as never, options});
}

/** Stands in for the bundler's module: its BannerPlugin records what it was given. */
const RECORDING_BUNDLER = {
  name: 'rspack',
  instance: {
    BannerPlugin: class {
      constructor(readonly options: unknown) {}
    },
    Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE: 700},
  },
};

/** Any existing file serves as the Prism languages module. */
const THIS_FILE = path.join(__dirname, 'options.test.ts');

/** What the plugin adds to the bundler's client (or server) configuration. */
async function bundlerConfigFor(isServer: boolean): Promise<unknown> {
  const plugin = await siteShellPlugin({siteDir: SITE_DIR} as LoadContext, {prismLanguagesModule: THIS_FILE});
  return plugin?.configureWebpack?.({} as never, isServer, {currentBundler: RECORDING_BUNDLER} as never, {} as never);
}

describe('site-shell options', () => {
  it('requires the Prism languages module, saying what it is', () => {
    expect(() => validate()).toThrowErrorMatchingInlineSnapshot(
      `""prismLanguagesModule" is required: the file that replaces theme-classic's Prism loader, relative to the site directory"`,
    );
  });

  it('accepts a module path', () => {
    expect(validate({prismLanguagesModule: './prism.ts'})).toEqual({id: 'default', prismLanguagesModule: './prism.ts'});
  });

  it('stops the build with the path it looked for when the module does not exist', () => {
    expect(() => siteShellPlugin({siteDir: SITE_DIR} as LoadContext, {prismLanguagesModule: './missing.ts'})).toThrow(
      `[site-shell] prismLanguagesModule "./missing.ts" does not exist (looked for ${path.join(SITE_DIR, 'missing.ts')}).`,
    );
  });

  it("aliases theme-classic's Prism client module to the given one", async () => {
    const webpack = (await bundlerConfigFor(false)) as {resolve: {alias: Record<string, string>}};
    expect(Object.entries(webpack.resolve.alias)).toEqual([
      [expect.stringMatching(/theme-classic[\\/]lib[\\/]prism-include-languages$/), THIS_FILE],
    ]);
  });
});

describe('site-shell compile hint', () => {
  async function pluginsFor(isServer: boolean): Promise<{options: unknown}[]> {
    return ((await bundlerConfigFor(isServer)) as {plugins: {options: unknown}[]}).plugins;
  }

  it("puts the hint at the top of the client's main bundle only, after minification", async () => {
    const [banner, ...others] = await pluginsFor(false);
    expect(others).toEqual([]);
    const options = banner!.options as {banner: string; raw: boolean; test: RegExp; stage: number};
    expect(options).toMatchObject({banner: '//# allFunctionsCalledOnLoad', raw: true, stage: 700});
    expect(options.test.test('assets/js/main.b762bd00.js')).toBe(true);
    for (const other of [
      'assets/js/runtime~main.2c720a48.js',
      'assets/js/chart-engine.1d937adf.js',
      'assets/js/17896441.14165901.js',
    ]) {
      expect(options.test.test(other)).toBe(false);
    }
  });

  it('leaves the server bundle alone', async () => {
    expect(await pluginsFor(true)).toEqual([]);
  });
});
