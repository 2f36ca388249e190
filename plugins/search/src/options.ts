import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

export interface PluginOptions {
  id?: string;
  /** Route of the changelog plugin's page (its `routePath` option). */
  changelogPath: string;
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  changelogPath: '/changelog',
};

const optionsSchema = Joi.object<PluginOptions>({
  changelogPath: Joi.string()
    .pattern(/^\/[^#?]*$/, 'absolute path')
    .default(DEFAULT_OPTIONS.changelogPath),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options ?? {});
}
