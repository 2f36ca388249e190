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
    const module = path.join(__dirname, 'options.test.ts');
    const plugin = await siteShellPlugin({siteDir: SITE_DIR} as LoadContext, {prismLanguagesModule: module});
    const webpack = plugin?.configureWebpack?.({} as never, false, {} as never, {} as never) as {
      resolve: {alias: Record<string, string>};
    };
    expect(Object.entries(webpack.resolve.alias)).toEqual([
      [expect.stringMatching(/theme-classic[\\/]lib[\\/]prism-include-languages$/), module],
    ]);
  });
});
