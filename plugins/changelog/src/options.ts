import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

/** One package's releases: the CSV that lists them and what the page says about the package. */
export interface ChangelogListOptions {
  /** The npm package, named in every heading of the list: `@ant-design/plots`. */
  name: string;
  /** Where the package's own release notes are. */
  url: string;
  /** What the package is and how it relates to the documented one, shown under the list's heading. */
  about: string;
  /** The release CSV, relative to the site directory. */
  path: string;
  /**
   * Notes CSV (`version,note`) marking entries that do not hold for the
   * documented package, relative to the site directory; `''` for none.
   */
  notesPath: string;
  /** Put before the list's anchors; `''` for the documented package (`#126`), another for the others. */
  anchorPrefix: string;
}

export interface PluginOptions {
  /** Plugin instance id; Docusaurus adds `default` when it is not set. */
  id?: string;
  /** The documented package's list first, then related packages' lists. */
  lists: ChangelogListOptions[];
  /** URL of the changelog page. */
  routePath: string;
}

/** As the site config writes them: a list's `notesPath` and `anchorPrefix` may be left out (`''`). */
export type Options = Partial<Omit<PluginOptions, 'lists'>> & {
  lists?: Array<Omit<ChangelogListOptions, 'notesPath' | 'anchorPrefix'> & Partial<ChangelogListOptions>>;
};

/** The site's two lists: the releases of the documented package, then those of @opd/g2plot-react. */
export const DEFAULT_LISTS: ChangelogListOptions[] = [
  {
    name: '@ant-design/plots',
    url: 'https://github.com/ant-design/ant-design-charts/blob/master/packages/plots/CHANGELOG.md',
    about:
      'The package this site documents: every 1.x release on the npm registry (1.0.1 to 1.2.6; 1.0.0 is not published there), each on G2Plot 2.x through the range ^2.2.11.',
    path: 'data/changelog-plots.csv',
    notesPath: '',
    anchorPrefix: '',
  },
  {
    name: '@opd/g2plot-react',
    url: 'https://github.com/open-data-plan/g2plot-react',
    about:
      "A different package: open-data-plan's own React wrapper of G2Plot, with its own version numbers and components named LineChart, PieChart... Its releases are not releases of @ant-design/plots; an entry that describes behaviour different from @ant-design/plots 1.x says so under its heading.",
    path: 'data/changelog-g2plot-react.csv',
    notesPath: 'data/changelog-g2plot-react-notes.csv',
    anchorPrefix: 'g2plot-react-',
  },
];

export const DEFAULT_OPTIONS: PluginOptions = {
  lists: DEFAULT_LISTS,
  routePath: '/changelog',
};

const listSchema = Joi.object<ChangelogListOptions>({
  name: Joi.string().required(),
  url: Joi.string()
    .uri({scheme: ['https']})
    .required(),
  about: Joi.string().required(),
  path: Joi.string()
    .pattern(/\.csv$/)
    .message('{{#label}} must be a .csv file relative to the site directory, such as "data/changelog-plots.csv"')
    .required(),
  notesPath: Joi.string()
    .allow('')
    .pattern(/\.csv$/)
    .message('{{#label}} must be a .csv file relative to the site directory, such as "data/changelog-notes.csv", or ""')
    .default(''),
  anchorPrefix: Joi.string()
    .allow('')
    .pattern(/^[a-z][a-z0-9-]*-$/)
    .message('{{#label}} must be "" or lower-case letters, digits and dashes ending in "-", such as "g2plot-react-"')
    .default(''),
});

const optionsSchema = Joi.object<PluginOptions>({
  lists: Joi.array().items(listSchema).min(1).default(DEFAULT_OPTIONS.lists),
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
