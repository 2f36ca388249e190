import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {CHART_CATEGORIES} from './plugins/chart-docs/src';
import {loadChartRegistry} from './plugins/chart-docs/src';

// The API group is derived from the chart registry so that adding a chart page
// never requires editing this file.
const charts = loadChartRegistry(__dirname);

const sidebars: SidebarsConfig = {
  docs: [
    'guide',
    'plots-1x-and-2x',
    {
      type: 'category',
      label: 'Recipes',
      link: {type: 'doc', id: 'recipes/index'},
      collapsed: false,
      items: [
        'recipes/nextjs',
        'recipes/vite',
        'recipes/strict-mode',
        'recipes/themes',
        'recipes/events',
        'recipes/export',
        'recipes/updating',
        'recipes/large-data',
        'recipes/responsive',
        'recipes/typescript',
      ],
    },
    {
      type: 'category',
      label: 'API',
      link: {type: 'doc', id: 'api/index'},
      collapsed: false,
      items: CHART_CATEGORIES.map((category) => ({
        type: 'category' as const,
        label: category.label,
        collapsed: false,
        items: charts.filter((c) => c.category === category.id).map((c) => `api/${c.slug}`),
      })).filter((group) => group.items.length > 0),
    },
  ],
};

export default sidebars;
