import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

export interface PluginOptions {
  /** Plugin instance id; Docusaurus adds `default` when it is not set. */
  id?: string;
  /** The changelog CSV, relative to the site directory. */
  path: string;
  /**
   * Notes CSV (`version,note`) marking entries that do not hold for the
   * documented package, relative to the site directory; `''` for none.
   */
  notesPath: string;
  /** URL of the changelog page. */
  routePath: string;
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  path: 'data/changelog-versions.csv',
  notesPath: 'data/changelog-notes.csv',
  routePath: '/changelog',
};

const optionsSchema = Joi.object<PluginOptions>({
  path: Joi.string()
    .pattern(/\.csv$/)
    .message('{{#label}} must be a .csv file relative to the site directory, such as "data/changelog-versions.csv"')
    .default(DEFAULT_OPTIONS.path),
  notesPath: Joi.string()
    .allow('')
    .pattern(/\.csv$/)
    .message('{{#label}} must be a .csv file relative to the site directory, such as "data/changelog-notes.csv", or ""')
    .default(DEFAULT_OPTIONS.notesPath),
  routePath: Joi.string()
    .pattern(/^\/[^#?]*$/)
    .message('{{#label}} must be a URL path that starts with "/", such as "/changelog"')
    .default(DEFAULT_OPTIONS.routePath),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options ?? {});
}
