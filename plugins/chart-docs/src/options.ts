import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export interface PluginOptions {
  id: string;
  /** URL prefix of the chart pages; must match where `docs/api/*.mdx` are served. */
  chartRouteBasePath: string;
  /** URL prefix of the standalone demo pages. */
  demoRouteBasePath: string;
  /** Page that shows the demos of a non-chart group (`demos/guide` -> `/guide`). */
  groupRoutes: Record<string, string>;
  /** Path of the gallery of every demo. */
  examplesRoutePath: string;
  /**
   * Module path of the gallery page component (set in the site config); it
   * receives the gallery's data as its `gallery` prop. Without it, no gallery route.
   */
  examplesPageComponent?: string;
  /** Extract props tables from the typings (off only in tests that do not need them). */
  propsTables: boolean;
  /**
   * Module path of the component of the standalone demo routes (set in the
   * site config); it receives the demo's data as its `demo` prop.
   */
  standaloneDemoComponent: string;
  /**
   * Module that `@ant-design/plots` resolves to inside the site bundle (themed
   * wrappers, so demo files stay plain code): relative to the site directory, or absolute.
   */
  themedPlotsModule: string;
}

/** The options that name site modules; the site config sets them, nothing defaults them. */
type SiteModuleOptions = 'standaloneDemoComponent' | 'themedPlotsModule';

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: Omit<PluginOptions, SiteModuleOptions> = {
  id: 'default',
  chartRouteBasePath: '/api',
  demoRouteBasePath: '/~demos',
  groupRoutes: {guide: '/guide'},
  examplesRoutePath: '/examples',
  propsTables: true,
};

const routePath = Joi.string().pattern(/^\/[^\s]*[^/\s]$/, 'absolute path without trailing slash');

const optionsSchema = Joi.object<PluginOptions>({
  id: Joi.string().default(DEFAULT_OPTIONS.id),
  chartRouteBasePath: routePath.default(DEFAULT_OPTIONS.chartRouteBasePath),
  demoRouteBasePath: routePath.default(DEFAULT_OPTIONS.demoRouteBasePath),
  groupRoutes: Joi.object()
    .pattern(/^[a-z0-9-]+$/, routePath)
    .default(DEFAULT_OPTIONS.groupRoutes),
  examplesRoutePath: routePath.default(DEFAULT_OPTIONS.examplesRoutePath),
  examplesPageComponent: Joi.string(),
  propsTables: Joi.boolean().default(DEFAULT_OPTIONS.propsTables),
  standaloneDemoComponent: Joi.string().required().messages({
    'any.required':
      '{{#label}} is required: the module path of the component that shows one demo alone (it finds its demo in the registry by the page path)',
  }),
  themedPlotsModule: Joi.string().required().messages({
    'any.required':
      '{{#label}} is required: the file @ant-design/plots resolves to in the site bundle, relative to the site directory',
  }),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
