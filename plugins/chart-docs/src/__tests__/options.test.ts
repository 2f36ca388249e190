import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import {DEFAULT_OPTIONS, validateOptions, type Options, type PluginOptions} from '../options';

function validate(options: Options): PluginOptions {
  const validateWith: OptionValidationContext<Options, PluginOptions>['validate'] = (schema, value) =>
    normalizePluginOptions(schema, value) as PluginOptions;
  return validateOptions({validate: validateWith, options});
}

describe('chart-docs options', () => {
  it('defaults everything', () => {
    expect(validate({})).toEqual(DEFAULT_OPTIONS);
  });

  it('keeps given values and defaults the rest', () => {
    expect(validate({demoRouteBasePath: '/demos'})).toEqual({
      ...DEFAULT_OPTIONS,
      demoRouteBasePath: '/demos',
    });
  });

  it('takes no option naming a site module: the plugin owns its components (@theme/*)', () => {
    expect(() => validate({standaloneDemoComponent: '@site/x'} as Options)).toThrow(
      '"standaloneDemoComponent" is not allowed',
    );
  });

  it('accepts a full set', () => {
    const full: PluginOptions = {
      id: 'charts',
      chartRouteBasePath: '/charts',
      demoRouteBasePath: '/examples',
      groupRoutes: {guide: '/guide', home: '/start'},
      examplesRoutePath: '/gallery',
      propsTables: false,
    };
    expect(validate(full)).toEqual(full);
  });

  it('rejects a route with a trailing slash', () => {
    expect(() => validate({chartRouteBasePath: '/api/'})).toThrowErrorMatchingInlineSnapshot(
      `""chartRouteBasePath" with value "/api/" fails to match the absolute path without trailing slash pattern"`,
    );
  });
});
