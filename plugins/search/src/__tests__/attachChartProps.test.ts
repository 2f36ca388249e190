/** @jest-environment node */
import {attachChartProps, type ChartPropsSource} from '../attachChartProps';
import type {SearchRoute} from '../types';

const row = (name: string, description: string) => ({
  name,
  description,
  type: 'string',
  defaultValue: '',
  descriptionLang: 'en' as const,
  badges: [],
});

const chartDocs: ChartPropsSource = {
  charts: [
    {slug: 'line', permalink: '/api/line'},
    {slug: 'pie', permalink: '/api/pie'},
  ],
  props: {
    line: {
      chart: 'line',
      component: 'Line',
      own: [row('xField', 'Data field mapped to the x axis.'), row('smooth', '')],
      common: [row('width', 'Width.')],
    },
  },
};

const line: SearchRoute = {
  path: '/api/line',
  title: 'Line',
  sections: [
    {paragraphs: ['Intro.']},
    {heading: {id: 'usage', depth: 2, title: 'Usage'}, paragraphs: []},
    {heading: {id: 'api', depth: 2, title: 'API'}, paragraphs: []},
  ],
};

describe('attachChartProps', () => {
  it("adds the chart's own options to its API section, not the shared ones", () => {
    const [route] = attachChartProps([line], chartDocs);
    expect(route.sections[2].paragraphs).toEqual(['xField: Data field mapped to the x axis.', 'smooth']);
    expect(JSON.stringify(route)).not.toContain('width');
    expect(line.sections[2].paragraphs).toEqual([]);
  });

  it('leaves other pages and charts without a table alone', () => {
    const guide: SearchRoute = {path: '/guide', title: 'Guide', sections: []};
    const pie: SearchRoute = {...line, path: '/api/pie'};
    expect(attachChartProps([guide, pie], chartDocs)).toEqual([guide, pie]);
    expect(attachChartProps([line], undefined)).toEqual([line]);
  });

  it('finds a chart by the permalink chart-docs gives it, whatever the route base', () => {
    const charts = [{slug: 'line', permalink: '/charts/line'}];
    const moved = {...line, path: '/charts/line'};
    const [route] = attachChartProps([moved], {...chartDocs, charts});
    expect(route.sections[2].paragraphs).toContain('smooth');
    expect(attachChartProps([line], {...chartDocs, charts})).toEqual([line]);
  });
});
