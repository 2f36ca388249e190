/**
 * @jest-environment node
 */
import type {PropRow} from '../../props/types';
import {findPropRow, locatePropPath} from '../locatePropPath';

function row(name: string, children?: PropRow[]): PropRow {
  return {name, type: 'string', defaultValue: '', description: name, descriptionLang: 'en', badges: [], children};
}

const own = [row('xField'), row('smooth')];
const common = [row('xAxis', [row('label', [row('rotate')])]), row('legend')];

describe('findPropRow', () => {
  it('walks nested rows by name', () => {
    expect(findPropRow(common, 'xAxis.label.rotate')?.description).toBe('rotate');
    expect(findPropRow(common, 'xAxis.nope')).toBeUndefined();
    expect(findPropRow(common, 'legend.position')).toBeUndefined();
    expect(findPropRow(own, '')).toBeUndefined();
  });

  it('never takes an object property for a row', () => {
    expect(findPropRow(own, 'constructor')).toBeUndefined();
    expect(findPropRow(own, 'xField.constructor')).toBeUndefined();
  });
});

describe('locatePropPath', () => {
  it('says the group and the rows to expand', () => {
    expect(locatePropPath({own, common}, 'smooth')).toEqual({group: 'own', ancestors: [], row: own[1]});
    expect(locatePropPath({own, common}, 'xAxis.label.rotate')).toMatchObject({
      group: 'common',
      ancestors: ['xAxis', 'xAxis.label'],
    });
    expect(locatePropPath({own, common}, 'xAxis.label.nope')).toBeUndefined();
  });

  it('prefers the own row when both groups have the path', () => {
    const ownLegend = row('legend');
    expect(locatePropPath({own: [ownLegend], common}, 'legend')?.row).toBe(ownLegend);
  });
});
