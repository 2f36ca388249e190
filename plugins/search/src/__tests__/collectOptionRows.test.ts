/** @jest-environment node */
import type {ChartPropsTable, PropRow} from '../../../chart-docs/src/props/types';
import {collectOptionRows} from '../siteIndex';

const row = (name: string, description: string, children?: PropRow[]): PropRow => ({
  name,
  type: 'string',
  defaultValue: '',
  description,
  descriptionLang: 'en',
  badges: [],
  ...(children ? {children} : {}),
});
const legend = row('legend', 'Legend settings.', [row('position', 'Where the legend sits.')]);
const table = (chart: string, own: PropRow[], common: PropRow[]): ChartPropsTable => ({
  chart,
  component: chart,
  own,
  common,
});

describe('collectOptionRows', () => {
  const tables = {
    area: table('area', [row('smooth', 'Curved lines.')], [legend]),
    line: table('line', [row('smooth', 'Curved lines.'), row('stepType', 'Steps.')], [legend]),
    pie: table('pie', [row('innerRadius', 'Donut hole.')], [legend]),
    gone: table('gone', [row('secret', 'Not on an indexed page.')], []),
  };
  const index = collectOptionRows(tables, (slug) => `/api/${slug}`, new Set(['/api/area', '/api/line', '/api/pie']))!;
  const chartsOf = (path: string) =>
    index.rows
      .filter((entry) => entry[0] === path)
      .map((entry) => index.chartSets[entry[2]].map((c) => index.pages[c]));

  it('lists the indexed chart pages, Line first', () => {
    expect(index.pages).toEqual(['/api/line', '/api/area', '/api/pie']);
  });

  it('stores every row once with the charts that show it, nested paths and common options included', () => {
    expect(index.rows.map((entry) => entry[0])).toEqual([
      'smooth',
      'stepType',
      'legend',
      'legend.position',
      'innerRadius',
    ]);
    expect(chartsOf('smooth')).toEqual([['/api/line', '/api/area']]);
    expect(chartsOf('legend.position')).toEqual([['/api/line', '/api/area', '/api/pie']]);
    expect(chartsOf('innerRadius')).toEqual([['/api/pie']]);
  });

  it('keeps rows with different descriptions apart', () => {
    const differing = {...tables, pie: table('pie', [row('smooth', 'Something else.')], [])};
    const rows = collectOptionRows(differing, (slug) => `/api/${slug}`, new Set(['/api/line', '/api/pie']))!.rows;
    expect(rows.filter((entry) => entry[0] === 'smooth').map((entry) => entry[1])).toEqual([
      'Curved lines.',
      'Something else.',
    ]);
  });

  it('gives nothing without tables or indexed chart pages', () => {
    expect(collectOptionRows(undefined, (slug) => slug, new Set())).toBeUndefined();
    expect(collectOptionRows(tables, (slug) => `/x/${slug}`, new Set(['/api/line']))).toBeUndefined();
  });
});
