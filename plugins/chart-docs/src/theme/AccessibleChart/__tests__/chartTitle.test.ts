import {chartTitle} from '../chartTitle';

jest.mock('@generated/chart-docs/default/registry', () => ({
  charts: [
    {slug: 'dual-axes', component: 'DualAxes', title: '双轴图'},
    {slug: 'line', component: 'Line', title: '折线图'},
  ],
}));

describe('chartTitle', () => {
  it('finds the page title of the component that draws a G2Plot type', () => {
    expect(chartTitle('dual-axes')).toBe('双轴图');
    expect(chartTitle('line')).toBe('折线图');
  });

  it('is undefined for a type without a chart page', () => {
    expect(chartTitle('mix')).toBeUndefined();
  });
});
