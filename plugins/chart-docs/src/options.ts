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
  /** Extract props tables from the typings (off only in tests that do not need them). */
  propsTables: boolean;
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
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
  propsTables: Joi.boolean().default(DEFAULT_OPTIONS.propsTables),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
