import {splitPropsTable} from '../props/splitPropsTable';
import type {ChartPropsTable, PropRow} from '../props/types';

const row = (name: string): PropRow => ({
  name,
  type: 'string',
  defaultValue: '',
  description: `${name}.`,
  descriptionLang: 'en',
  badges: [],
});

describe('splitPropsTable', () => {
  const line: ChartPropsTable = {chart: 'line', component: 'Line', own: [row('xField')], common: [row('width')]};
  const area: ChartPropsTable = {chart: 'area', component: 'Area', own: [row('smooth')], common: [row('width')]};
  const pie: ChartPropsTable = {chart: 'pie', component: 'Pie', own: [row('angleField')], common: [row('height')]};

  it('keeps the own options with the size of the common group in the first file', () => {
    const {head, common} = splitPropsTable(line);
    expect(head).toEqual({chart: 'line', component: 'Line', own: [row('xField')], commonCount: 1});
    expect(head).not.toHaveProperty('common');
    expect(common).toEqual([row('width')]);
  });

  it('gives charts with the same common options one shared file', () => {
    expect(splitPropsTable(line).commonKey).toBe(splitPropsTable(area).commonKey);
    expect(splitPropsTable(line).commonKey).not.toBe(splitPropsTable(pie).commonKey);
  });
});
