import {announcePoint, chartSeries, moveCursor, type G2ViewLike} from '../chartPoints';

const view = (isPolar: boolean, groups: Array<Array<{x: unknown; y: unknown; _origin: unknown}>>): G2ViewLike => ({
  getCoordinate: () => ({isPolar}),
  geometries: [{dataArray: groups}],
});

const lineRecords = [
  {x: 30, y: 5, _origin: {month: 'Mar', city: 'Oslo', v: 3}},
  {x: 10, y: 9, _origin: {month: 'Jan', city: 'Oslo', v: 1}},
  {x: 20, y: 7, _origin: {month: 'Feb', city: 'Oslo', v: 2}},
  {x: 10, y: 1, _origin: {month: 'Jan', city: 'Rome', v: 8}},
  {x: 30, y: 2, _origin: {month: 'Mar', city: 'Rome', v: 9}},
];

describe('chartSeries', () => {
  it('groups points by the series field and orders a cartesian chart from left to right', () => {
    const series = chartSeries(view(false, [lineRecords]), 'city');
    expect(series.map((entry) => entry.name)).toEqual(['Oslo', 'Rome']);
    expect(series[0]!.points.map((point) => point.record.month)).toEqual(['Jan', 'Feb', 'Mar']);
  });

  it('keeps the data order of a polar chart, averages array coordinates and skips doubles', () => {
    const slices = [
      {x: [10, 20], y: [0, 10], _origin: {type: 'B', value: 2}},
      {x: [0, 4], y: [0, 10], _origin: {type: 'A', value: 1}},
    ];
    const chart: G2ViewLike = {
      getCoordinate: () => ({isPolar: true}),
      geometries: [{dataArray: [slices]}, {dataArray: [slices]}],
    };
    const [only] = chartSeries(chart, undefined);
    expect(only!.points.map((point) => [point.record.type, point.x, point.y])).toEqual([
      ['B', 15, 5],
      ['A', 2, 5],
    ]);
  });

  it('reads the points of nested views and ignores records without a position', () => {
    const chart: G2ViewLike = {
      views: [view(false, [[{x: 1, y: 1, _origin: {a: 1}}]]), view(false, [[{x: null, y: 1, _origin: {a: 2}}]])],
    };
    expect(chartSeries(chart, undefined)).toHaveLength(1);
  });
});

describe('moveCursor', () => {
  const series = chartSeries(view(false, [lineRecords]), 'city');

  it('starts at the first point and moves along the series, stopping at the ends', () => {
    expect(moveCursor(series, null, 'ArrowRight')).toEqual({series: 0, point: 0});
    expect(moveCursor(series, {series: 0, point: 0}, 'ArrowRight')).toEqual({series: 0, point: 1});
    expect(moveCursor(series, {series: 0, point: 2}, 'ArrowRight')).toEqual({series: 0, point: 2});
    expect(moveCursor(series, {series: 0, point: 0}, 'ArrowLeft')).toEqual({series: 0, point: 0});
    expect(moveCursor(series, {series: 0, point: 1}, 'End')).toEqual({series: 0, point: 2});
    expect(moveCursor(series, {series: 0, point: 2}, 'Home')).toEqual({series: 0, point: 0});
  });

  it('moves between series to the point nearest along the x axis', () => {
    // Oslo's Mar (x 30) -> Rome's Mar (x 30), the second point of Rome.
    expect(moveCursor(series, {series: 0, point: 2}, 'ArrowDown')).toEqual({series: 1, point: 1});
    expect(moveCursor(series, {series: 1, point: 0}, 'ArrowUp')).toEqual({series: 0, point: 0});
    expect(moveCursor(series, {series: 1, point: 0}, 'ArrowDown')).toEqual({series: 1, point: 0});
  });

  it('leaves with Escape and ignores other keys', () => {
    expect(moveCursor(series, {series: 0, point: 1}, 'Escape')).toBeNull();
    expect(moveCursor(series, {series: 0, point: 1}, 'a')).toBeUndefined();
    expect(moveCursor([], null, 'ArrowRight')).toBeUndefined();
  });
});

describe('announcePoint', () => {
  it('reads the values with their aliases and the position', () => {
    const [oslo] = chartSeries(view(false, [lineRecords]), 'city');
    expect(announcePoint(oslo!.points[0]!, {index: 0, count: 3}, {v: 'Value'})).toBe(
      'month: Jan, city: Oslo, Value: 1. Point 1 of 3.',
    );
  });
});
