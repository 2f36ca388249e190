import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import {DEFAULT_OPTIONS, validateOptions, type Options, type PluginOptions} from '../options';

function validate(options: Options): PluginOptions {
  const validateWith: OptionValidationContext<Options, PluginOptions>['validate'] = (schema, value) =>
    normalizePluginOptions(schema, value) as PluginOptions;
  return validateOptions({validate: validateWith, options});
}

/** The options that name site modules: required, never defaulted. */
const SITE_MODULES = {
  standaloneDemoComponent: '@site/src/components/StandaloneDemo',
  themedPlotsModule: './src/charts/themedPlots.tsx',
};

describe('chart-docs options', () => {
  it('defaults everything but the site modules', () => {
    expect(validate(SITE_MODULES)).toEqual({...DEFAULT_OPTIONS, ...SITE_MODULES});
  });

  it('keeps given values and defaults the rest', () => {
    expect(validate({...SITE_MODULES, demoRouteBasePath: '/demos'})).toEqual({
      ...DEFAULT_OPTIONS,
      ...SITE_MODULES,
      demoRouteBasePath: '/demos',
    });
  });

  it('accepts a full set', () => {
    const full: PluginOptions = {
      id: 'charts',
      chartRouteBasePath: '/charts',
      demoRouteBasePath: '/examples',
      groupRoutes: {guide: '/guide', home: '/start'},
      propsTables: false,
      standaloneDemoComponent: '@site/src/DemoAlone',
      themedPlotsModule: '/abs/plots.tsx',
    };
    expect(validate(full)).toEqual(full);
  });

  it('requires the site modules, naming an example of each', () => {
    expect(() => validate({themedPlotsModule: './src/charts/themedPlots.tsx'})).toThrowErrorMatchingInlineSnapshot(
      `""standaloneDemoComponent" is required: the component of the standalone demo pages, such as "@site/src/components/StandaloneDemo""`,
    );
    expect(() =>
      validate({standaloneDemoComponent: '@site/src/components/StandaloneDemo'}),
    ).toThrowErrorMatchingInlineSnapshot(
      `""themedPlotsModule" is required: the module @ant-design/plots resolves to on the site, such as "./src/charts/themedPlots.tsx""`,
    );
  });

  it('rejects a route with a trailing slash', () => {
    expect(() => validate({...SITE_MODULES, chartRouteBasePath: '/api/'})).toThrowErrorMatchingInlineSnapshot(
      `""chartRouteBasePath" with value "/api/" fails to match the absolute path without trailing slash pattern"`,
    );
  });
});
