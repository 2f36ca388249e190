import type {PropRow} from '../../../chart-docs/src/props/types';
import {collectOptionRows} from '../siteIndex';

const row = (name: string, extra: Partial<PropRow> = {}): PropRow => ({
  name,
  type: 'boolean',
  defaultValue: '',
  description: `The ${name} option.`,
  descriptionLang: 'en',
  badges: [],
  ...extra,
});

describe('collectOptionRows and "since"', () => {
  it('makes an option findable by the release that brought it ("added in G2Plot 2.3.39")', () => {
    const index = collectOptionRows(
      {
        line: {
          chart: 'line',
          component: 'Line',
          own: [row('area', {since: {g2plot: '2.3.39'}}), row('xField')],
          common: [],
        },
      },
      (slug) => `/api/${slug}`,
      new Set(['/api/line']),
    );
    expect(index?.rows.map(([path, description]) => [path, description])).toEqual([
      ['area', 'The area option. Added in G2Plot 2.3.39.'],
      ['xField', 'The xField option.'],
    ]);
  });

  it('says "added in" in the index\'s language', () => {
    const index = collectOptionRows(
      {line: {chart: 'line', component: 'Line', own: [row('area', {since: {g2plot: '2.3.39'}})], common: []}},
      (slug) => `/api/${slug}`,
      new Set(['/api/line']),
      '新增于',
    );
    expect(index?.rows[0][1]).toBe('The area option. 新增于 G2Plot 2.3.39.');
  });
});
