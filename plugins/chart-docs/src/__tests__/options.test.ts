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
  standaloneDemoComponent: '@site/components/DemoAlone',
  themedPlotsModule: './charts/themedPlots.tsx',
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
      examplesRoutePath: '/gallery',
      examplesPageComponent: '@site/components/Gallery',
      propsTables: false,
      standaloneDemoComponent: '@site/components/DemoPage',
      themedPlotsModule: '/abs/plots.tsx',
    };
    expect(validate(full)).toEqual(full);
  });

  it('requires the site modules, saying what each is', () => {
    expect(() => validate({themedPlotsModule: './charts/themedPlots.tsx'})).toThrowErrorMatchingInlineSnapshot(
      `""standaloneDemoComponent" is required: the module path of the component that shows one demo alone (it finds its demo in the registry by the page path)"`,
    );
    expect(() => validate({standaloneDemoComponent: '@site/components/DemoAlone'})).toThrowErrorMatchingInlineSnapshot(
      `""themedPlotsModule" is required: the file @ant-design/plots resolves to in the site bundle, relative to the site directory"`,
    );
  });

  it('rejects a route with a trailing slash', () => {
    expect(() => validate({...SITE_MODULES, chartRouteBasePath: '/api/'})).toThrowErrorMatchingInlineSnapshot(
      `""chartRouteBasePath" with value "/api/" fails to match the absolute path without trailing slash pattern"`,
    );
  });
});
