import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {aliasedSitePath, normalizeUrl} from '@docusaurus/utils';
import {loadChangelog} from './loadChangelog';
import {validateOptions, type PluginOptions} from './options';
import {buildChangelogRoutes} from './routes';
import type {ChangelogData} from './types';
import {ENGLISH, loadTranslator, reportFallbacks} from '../../translations/src';
import {changelogTranslationUnits} from './changelogUnits';
import {translateChangelog} from './translateChangelog';

// The public surface for build-time code outside this plugin (other plugins, scripts, the site config).
export type * from './types';
// For `npm run translations`: the English units of the changelog's memory domain.
export {changelogTranslationUnits} from './changelogUnits';
export {DEFAULT_LISTS} from './options';

export {validateOptions};

/** `@theme/ChangelogPage`, which renders the page from its `changelog` prop. */
const THEME_PATH = path.join(__dirname, 'theme');

/** Builds the changelog page from the release CSVs, so entries are never written by hand. */
function changelogPlugin(context: LoadContext, options: PluginOptions): Plugin<ChangelogData> {
  return {
    name: 'changelog',
    getThemePath() {
      return THEME_PATH;
    },
    getTypeScriptThemePath() {
      return THEME_PATH;
    },
    getPathsToWatch() {
      return options.lists.flatMap((list) =>
        [list.path, list.notesPath].flatMap((file) => (file ? [path.resolve(context.siteDir, file)] : [])),
      );
    },
    async loadContent() {
      const data = await loadChangelog(context.siteDir, options.lists);
      // zh-CN takes the release texts' Chinese from the translation memory; other locales stay English.
      const translator = loadTranslator(context.siteDir, context.i18n.currentLocale, 'changelog');
      if (translator === ENGLISH) return data;
      const translated = translateChangelog(
        data,
        changelogTranslationUnits(context.siteDir, options.lists),
        translator,
      );
      reportFallbacks('changelog', [translator], {
        production: process.env.NODE_ENV === 'production',
        warn: (message) => console.warn(message),
      });
      return translated;
    },
    async contentLoaded({content, actions}) {
      // The route's module by its @site/ path: Docusaurus keeps a module path in the main bundle's registry
      // as given, and createData gives the machine's absolute one.
      const routes = await buildChangelogRoutes(
        content,
        // Under the site's base path (BASE_URL).
        {...options, routePath: normalizeUrl([context.baseUrl, options.routePath])},
        async (name, data) => aliasedSitePath(await actions.createData(name, data), context.siteDir),
      );
      routes.forEach((route) => actions.addRoute(route));
    },
  };
}

// The site config passes this function itself rather than a module path, and
// Docusaurus then looks for validateOptions on the function. PluginModule types
// options and content as unknown: validateOptions guarantees the options,
// loadContent the content.
changelogPlugin.validateOptions = validateOptions as NonNullable<PluginModule['validateOptions']>;

export default changelogPlugin as PluginModule;
