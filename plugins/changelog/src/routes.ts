import type {PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import type {PluginOptions} from './options';
import type {ChangelogData} from './types';

/** Writes the page data and returns the route that shows it (registered by the caller). */
export async function buildChangelogRoutes(
  content: ChangelogData,
  options: PluginOptions,
  createData: PluginContentLoadedActions['createData'],
): Promise<RouteConfig[]> {
  const changelogData = await createData('changelog.json', content);
  return [
    {
      path: options.routePath,
      exact: true,
      component: '@theme/ChangelogPage',
      modules: {changelog: changelogData},
    },
  ];
}
