/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginContentLoadedActions} from '@docusaurus/types';
import searchPlugin from '..';

function createPlugin(baseUrl: string): Plugin {
  // The plugin reads only these fields when it is created; the rest of a LoadContext is Docusaurus' own.
  const context = {
    siteDir: '/site',
    generatedFilesDir: '/site/.docusaurus',
    siteConfig: {baseUrl, title: 'Site', themeConfig: {}},
  } as unknown as LoadContext;
  return searchPlugin(context, {id: 'default', changelogPath: '/changelog'});
}

function addedRoutes(plugin: Plugin) {
  const addRoute = jest.fn();
  const actions = {addRoute} as unknown as PluginContentLoadedActions;
  void plugin.contentLoaded?.({content: undefined, actions});
  return addRoute.mock.calls.map(([route]) => route);
}

describe('search plugin: theme and route', () => {
  it('adds /search, rendered by the theme component @theme/SearchPage', () => {
    expect(addedRoutes(createPlugin('/'))).toEqual([{path: '/search', component: '@theme/SearchPage', exact: true}]);
  });

  it('puts /search under the site base URL', () => {
    expect(addedRoutes(createPlugin('/docs/')).map((route) => route.path)).toEqual(['/docs/search']);
  });

  it('names a theme folder holding @theme/SearchBar and @theme/SearchPage, the same for swizzling in TypeScript', () => {
    const plugin = createPlugin('/');
    const themePath = plugin.getThemePath?.();
    expect(themePath).toBeDefined();
    expect(plugin.getTypeScriptThemePath?.()).toBe(themePath);
    for (const component of ['SearchBar', 'SearchPage']) {
      expect(fs.existsSync(path.join(themePath!, component, 'index.tsx'))).toBe(true);
    }
  });
});
