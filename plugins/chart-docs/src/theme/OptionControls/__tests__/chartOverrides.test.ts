import {mergeOptionOverrides, setDeep} from '../../../client/charts/chartOverrides';

describe('mergeOptionOverrides', () => {
  it('sets nested paths without editing the demo props', () => {
    const props = {data: [1], smooth: false, legend: {position: 'right', flipPage: true}, point: {size: 4}};
    const merged = mergeOptionOverrides(props, {smooth: true, 'legend.position': 'bottom', 'xAxis.label.rotate': 1});
    expect(merged).toEqual({
      data: [1],
      smooth: true,
      legend: {position: 'bottom', flipPage: true},
      point: {size: 4},
      xAxis: {label: {rotate: 1}},
    });
    expect(props.legend.position).toBe('right');
    expect(merged.data).toBe(props.data);
    expect(merged.point).toBe(props.point);
  });

  it('turns an option switched off with false into an object and refuses prototype keys', () => {
    expect(setDeep({legend: false}, ['legend', 'position'], 'top')).toEqual({legend: {position: 'top'}});
    const target = {};
    expect(setDeep(target, ['__proto__', 'polluted'], 1)).toBe(target);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('returns the props unchanged without overrides', () => {
    const props = {a: 1};
    expect(mergeOptionOverrides(props, null)).toBe(props);
  });
});
