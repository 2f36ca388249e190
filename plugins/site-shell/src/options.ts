import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

export interface PluginOptions {
  /** Plugin instance id; Docusaurus adds `default` when it is not set. */
  id?: string;
  /**
   * Module that replaces theme-classic's `prism-include-languages` client
   * module (which imports Prism and its grammars on every page): a path
   * relative to the site directory, or absolute.
   */
  prismLanguagesModule: string;
}

export type Options = Partial<PluginOptions>;

const optionsSchema = Joi.object<PluginOptions>({
  prismLanguagesModule: Joi.string().required().messages({
    'any.required':
      "{{#label}} is required: the file that replaces theme-classic's Prism loader, relative to the site directory",
  }),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options ?? {});
}
