import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {CHART_CATEGORIES} from './plugins/chart-docs/src/categories';
import {loadChartRegistry} from './plugins/chart-docs/src/loadChartRegistry';

// The API group is derived from the chart registry so that adding a chart page
// never requires editing this file.
const charts = loadChartRegistry(__dirname);

const sidebars: SidebarsConfig = {
  docs: [
    'guide',
    'plots-1x-and-2x',
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
