import {DEFAULT_OPTIONS} from '../options';
import {buildChangelogRoutes} from '../routes';
import type {ChangelogData} from '../types';

describe('buildChangelogRoutes', () => {
  it('writes the data once and routes /changelog to @theme/ChangelogPage with it as the changelog prop', async () => {
    const content: ChangelogData = {lists: []};
    const createData = jest.fn(async (name: string) => `/generated/changelog/default/${name}`);
    const options = {...DEFAULT_OPTIONS, id: 'default'};
    const routes = await buildChangelogRoutes(content, options, createData);
    expect(createData).toHaveBeenCalledTimes(1);
    expect(createData).toHaveBeenCalledWith('changelog.json', content);
    expect(routes).toEqual([
      {
        path: '/changelog',
        exact: true,
        component: '@theme/ChangelogPage',
        modules: {changelog: '/generated/changelog/default/changelog.json'},
      },
    ]);
  });
});
