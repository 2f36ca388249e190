import {chartTypeLabel, describeChartData} from '../describeChartData';

const months = [
  {month: '2023-10', users: 5730},
  {month: '2023-11', users: 6105},
  {month: '2023-12', users: 6890},
  {month: '2024-01', users: 3120},
];

describe('describeChartData', () => {
  it('names the type, counts the points and gives the range with its peak', () => {
    expect(describeChartData('line', months, {xField: 'month', yField: 'users'})).toBe(
      'Line chart, 4 points, users from 3,120 to 6,890, highest in 2023-12.',
    );
  });

  it('uses meta aliases for field names', () => {
    expect(describeChartData('column', months, {xField: 'month', yField: 'users', aliases: {users: 'Users'}})).toBe(
      'Column chart, 4 points, Users from 3,120 to 6,890, highest in 2023-12.',
    );
  });

  it('lists the series of a multi-series chart', () => {
    const records = [
      {year: '2022', city: 'Oslo', rain: 10},
      {year: '2022', city: 'Rome', rain: 4},
      {year: '2023', city: 'Oslo', rain: 12},
      {year: '2023', city: 'Rome', rain: 3.5},
    ];
    expect(describeChartData('line', records, {xField: 'year', yField: 'rain', seriesField: 'city'})).toBe(
      'Line chart, 4 points, 2 series (Oslo, Rome), rain from 3.5 to 12, highest in 2023.',
    );
  });

  it('names the categories of a pie and where its largest slice is', () => {
    const records = [
      {channel: 'Search', revenue: 1120},
      {channel: 'Ads', revenue: 740},
    ];
    expect(describeChartData('pie', records, {angleField: 'revenue', colorField: 'channel'})).toBe(
      'Pie chart, 2 points, channel: Search, Ads, revenue from 740 to 1,120, highest in Search.',
    );
  });

  it('shortens long lists of names', () => {
    const records = 'abcdefg'.split('').map((name, value) => ({name, value}));
    expect(describeChartData('rose', records, {colorField: 'name'})).toBe(
      'Rose chart, 7 points, name: a, b, c, d, e and 2 more, value from 0 to 6, highest in g.',
    );
  });

  it('describes each axis of a dual-axes chart', () => {
    const records = [
      {month: 'Jan', orders: 10, rate: 2.5},
      {month: 'Feb', orders: 20, rate: 2},
    ];
    expect(describeChartData('dual-axes', records, {xField: 'month', yField: ['orders', 'rate']})).toBe(
      'Dual axes chart, 2 points, orders from 10 to 20, highest in Feb, rate from 2 to 2.5, highest in Jan.',
    );
  });

  it('reads a single percentage as a percentage', () => {
    expect(describeChartData('gauge', [{percent: 0.75}])).toBe('Gauge chart, 1 point, percent 75%.');
  });

  it('says when there is no data', () => {
    expect(describeChartData('bar', [], {xField: 'a', yField: 'b'})).toBe('Bar chart, no data.');
  });

  it('skips a measure without numbers', () => {
    expect(describeChartData('line', [{month: 'Jan', users: 'n/a'}], {xField: 'month', yField: 'users'})).toBe(
      'Line chart, 1 point.',
    );
  });
});

describe('chartTypeLabel', () => {
  it('turns plot types and component names into words', () => {
    expect(chartTypeLabel('dual-axes')).toBe('Dual axes chart');
    expect(chartTypeLabel('TinyLine')).toBe('Tiny line chart');
    expect(chartTypeLabel('')).toBe('Chart');
  });
});
