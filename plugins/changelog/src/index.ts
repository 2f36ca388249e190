import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {aliasedSitePath, normalizeUrl} from '@docusaurus/utils';
import {loadChangelog} from './loadChangelog';
import {validateOptions, type PluginOptions} from './options';
import {buildChangelogRoutes} from './routes';
import type {ChangelogData} from './types';

export {validateOptions};

/** Builds the changelog page from the release CSV, so entries are never written by hand. */
function changelogPlugin(context: LoadContext, options: PluginOptions): Plugin<ChangelogData> {
  return {
    name: 'changelog',
    getPathsToWatch() {
      return [options.path, options.notesPath].flatMap((file) => (file ? [path.resolve(context.siteDir, file)] : []));
    },
    loadContent() {
      return loadChangelog(context.siteDir, options.path, options.notesPath || undefined);
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
