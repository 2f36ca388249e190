import {chartFields, seriesFieldOf} from '../chartFields';

describe('chartFields', () => {
  it('reads the mapped fields and meta aliases of a config', () => {
    expect(
      chartFields({xField: 'month', yField: ['a', 'b'], seriesField: 's', meta: {a: {alias: 'A'}, b: {}}}),
    ).toEqual({
      xField: 'month',
      yField: ['a', 'b'],
      angleField: undefined,
      colorField: undefined,
      seriesField: 's',
      aliases: {a: 'A'},
    });
  });

  it('ignores fields that are not names', () => {
    expect(chartFields({xField: 3, yField: '', meta: 'x'})).toMatchObject({xField: undefined, yField: undefined});
  });
});

describe('seriesFieldOf', () => {
  it('is the series field, else a color field other than the x field', () => {
    expect(seriesFieldOf({seriesField: 's', colorField: 'c', xField: 'x'})).toBe('s');
    expect(seriesFieldOf({colorField: 'c', xField: 'x'})).toBe('c');
    expect(seriesFieldOf({colorField: 'x', xField: 'x'})).toBeUndefined();
    expect(seriesFieldOf({colorField: 'type', angleField: 'value'})).toBeUndefined();
  });
});
