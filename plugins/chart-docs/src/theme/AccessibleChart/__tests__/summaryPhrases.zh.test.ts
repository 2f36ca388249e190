/**
 * The chart summary and point announcements on a Chinese page: translate()
 * reads the messages of i18n/zh-CN/code.json, as Docusaurus does in a zh-CN
 * build, so these are the sentences a screen reader speaks there.
 */
import {announcePoint, chartSeries, type G2ViewLike} from '../chartPoints';
import {chartTypeLabel, describeChartData} from '../describeChartData';
import {summaryPhrases} from '../summaryPhrases';

jest.mock('@docusaurus/Translate', () => {
  const messages = require('../../../../../../i18n/zh-CN/code.json') as Record<string, {message: string}>;
  return {
    translate: ({id, message}: {id: string; message: string}, values: Record<string, string> = {}) =>
      (messages[id]?.message ?? message).replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole),
  };
});

const phrases = summaryPhrases('zh-CN');

const months = [
  {month: '2023-10', users: 5730},
  {month: '2023-11', users: 6105},
  {month: '2023-12', users: 6890},
  {month: '2024-01', users: 3120},
];

describe('chart summary on a Chinese page', () => {
  it('names the chart by its Chinese page title and reads the range and peak in Chinese', () => {
    expect(describeChartData('line', months, {xField: 'month', yField: 'users'}, phrases, '折线图')).toBe(
      '折线图，4 个数据点，users 从 3,120 到 6,890，最高在 2023-12。',
    );
  });

  it('lists series with the Chinese enumeration comma and counts what it leaves out', () => {
    const records = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((city, index) => ({year: '2023', city, rain: index}));
    expect(
      describeChartData('line', records, {xField: 'year', yField: 'rain', seriesField: 'city'}, phrases, '折线图'),
    ).toBe('折线图，7 个数据点，7 个系列（A、B、C、D、E 等另外 2 个），rain 从 0 到 6，最高在 2023。');
  });

  it('names the categories of a pie with a full-width colon', () => {
    const records = [
      {channel: '搜索', revenue: 1120},
      {channel: '广告', revenue: 740},
    ];
    expect(describeChartData('pie', records, {angleField: 'revenue', colorField: 'channel'}, phrases, '饼图')).toBe(
      '饼图，2 个数据点，channel：搜索、广告，revenue 从 740 到 1,120，最高在 搜索。',
    );
  });

  it('says when there is nothing to draw, and counts a single point', () => {
    expect(describeChartData('dual-axes', [], {}, phrases, '双轴图')).toBe('双轴图，无数据。');
    expect(describeChartData('gauge', [{percent: 0.75}], {}, phrases, '仪表盘')).toBe(
      '仪表盘，1 个数据点，percent 75%。',
    );
  });

  it('names a chart by its page title, or spelled out when there is no page for it', () => {
    expect(chartTypeLabel('radial-bar', '玉珏图')).toBe('玉珏图');
    expect(chartTypeLabel('radial-bar')).toBe('Radial bar chart');
  });

  it('announces a focused point in Chinese', () => {
    const view: G2ViewLike = {
      getCoordinate: () => ({isPolar: false}),
      geometries: [{dataArray: [[{x: 10, y: 5, _origin: {month: '一月', v: 1234.5}}]]}],
    };
    const [series] = chartSeries(view, undefined);
    expect(announcePoint(series!.points[0]!, {index: 0, count: 3}, {v: '数值'}, phrases)).toBe(
      'month：一月，数值：1,234.5。第 1 个点，共 3 个。',
    );
    expect(phrases.seriesPrefix('奥斯陆')).toBe('奥斯陆。');
  });
});
