import fc from 'fast-check';
import {chartTable, summaryRecords} from '../chartRecords';
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

describe('describeChartData with data as edited code can write it', () => {
  const numberFormat = new Intl.NumberFormat('en-US', {maximumFractionDigits: 2});

  it('leaves NaN out of the range instead of failing', () => {
    const data = [
      {x: 'a', y: 1},
      {x: 'b', y: Number.NaN},
      {x: 'c', y: 2},
    ];
    expect(describeChartData('line', summaryRecords('line', {data}), {xField: 'x', yField: 'y'})).toBe(
      'Line chart, 3 points, y from 1 to 2, highest in c.',
    );
  });

  it('counts only finite numbers, whatever else a field holds', () => {
    const data = [
      {x: 'a', y: '5'},
      {y: 3},
      {x: null, y: 7},
      {x: {nested: true}, y: true},
      {x: 'd', y: Number.POSITIVE_INFINITY},
      {x: 'e', y: null},
      {x: 'f'},
      {x: [1, [2, [3, [4]]]], y: 10n},
    ];
    expect(describeChartData('column', summaryRecords('column', {data}), {xField: 'x', yField: 'y'})).toBe(
      // The highest finite value's record has no x, so no "highest in".
      'Column chart, 8 points, y from 3 to 7.',
    );
  });

  it.each([150_000, 1_000_000])('summarises %i records in one pass, without spreading them', (count) => {
    const data = Array.from({length: count}, (_, index) => ({
      x: `d${index}`,
      y: index % 7 === 5 ? Number.NaN : index,
      s: `s${index % 4}`,
    }));
    const started = Date.now();
    const summary = describeChartData('line', summaryRecords('line', {data}), {
      xField: 'x',
      yField: 'y',
      seriesField: 's',
    });
    // Linear and allocation-free per record: tens of milliseconds; the budget leaves room for a loaded machine.
    expect(Date.now() - started).toBeLessThan(3000);
    expect(summary).toBe(
      `Line chart, ${numberFormat.format(count)} points, 4 series (s0, s1, s2, s3), y from 0 to ${numberFormat.format(count - 1)}, highest in d${count - 1}.`,
    );
  });

  it('caps the distinct names it counts', () => {
    const data = Array.from({length: 50_000}, (_, index) => ({name: `n${index}`, value: index}));
    expect(describeChartData('pie', summaryRecords('pie', {data}), {colorField: 'name', angleField: 'value'})).toBe(
      'Pie chart, 50,000 points, name: n0, n1, n2, n3, n4 and over 9,995 more, value from 0 to 49,999, highest in n49999.',
    );
  });

  it('never throws for arbitrary records and fields, and reports the true range of finite numbers', () => {
    const key = fc.constantFrom('x', 'y', 's', 'value', 'percent', 'toString', '__proto__');
    const record = fc.dictionary(key, fc.anything({withBigInt: true, withDate: true, withNullPrototype: true}));
    const data = fc.array(fc.oneof(record, fc.anything({withBigInt: true}), fc.double()), {maxLength: 30});
    const fields = fc.record(
      {xField: key, yField: fc.oneof(key, fc.array(key, {maxLength: 2})), colorField: key, seriesField: key},
      {requiredKeys: []},
    );
    const type = fc.constantFrom('line', 'pie', 'dual-axes', 'tiny-line', 'gauge', 'treemap');
    fc.assert(
      fc.property(type, data, fields, (chartType, items, chartFields) => {
        const records = summaryRecords(chartType, {data: items, percent: 0.5});
        const summary = describeChartData(chartType, records, chartFields);
        expect(summary).toMatch(/\.$/);
        expect(() => chartTable(chartType, {data: items})).not.toThrow();
        const measure = typeof chartFields.yField === 'string' ? chartFields.yField : undefined;
        if (measure === undefined) {
          return;
        }
        let min = Number.POSITIVE_INFINITY;
        let max = Number.NEGATIVE_INFINITY;
        let count = 0;
        for (const item of records) {
          const value = item[measure];
          if (typeof value === 'number' && Number.isFinite(value)) {
            count += 1;
            min = Math.min(min, value);
            max = Math.max(max, value);
          }
        }
        if (count > 1) {
          expect(summary).toContain(`from ${numberFormat.format(min)} to ${numberFormat.format(max)}`);
        }
      }),
      {numRuns: 300},
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
