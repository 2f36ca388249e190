import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {loadChangelog} from './loadChangelog';
import {validateOptions, type PluginOptions} from './options';
import {buildChangelogRoutes} from './routes';
import type {ChangelogData} from './types';

export {validateOptions};

/** Builds the changelog page from the release CSVs, so entries are never written by hand. */
function changelogPlugin(context: LoadContext, options: PluginOptions): Plugin<ChangelogData> {
  return {
    name: 'changelog',
    getPathsToWatch() {
      return options.lists.flatMap((list) =>
        [list.path, list.notesPath].flatMap((file) => (file ? [path.resolve(context.siteDir, file)] : [])),
      );
    },
    loadContent() {
      return loadChangelog(context.siteDir, options.lists);
    },
    async contentLoaded({content, actions}) {
      const routes = await buildChangelogRoutes(content, options, actions.createData);
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
