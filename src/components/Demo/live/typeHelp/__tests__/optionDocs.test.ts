import type {ChartSummary} from '@site/plugins/chart-docs/src/types';
import type {PropRow} from '@site/plugins/chart-docs/src/props/types';
import {createOptionDocs, findPropRow} from '../optionDocs';

function row(name: string, description: string, children?: PropRow[]): PropRow {
  return {name, type: 'string', defaultValue: '', description, descriptionLang: 'en', badges: [], children};
}

const own = [row('xField', 'Field of the x axis.'), row('smooth', 'Draw a smooth curve.')];
const common = [row('xAxis', 'The x axis.', [row('label', 'Axis labels.', [row('rotate', 'Label rotation.')])])];
const LINE: ChartSummary = {
  slug: 'line',
  component: 'Line',
  title: 'Line',
  description: '',
  category: 'basic',
  permalink: '/api/line',
};

describe('findPropRow', () => {
  it('walks nested rows by path', () => {
    expect(findPropRow(common, 'xAxis.label.rotate')?.description).toBe('Label rotation.');
    expect(findPropRow(common, 'xAxis.nope')).toBeUndefined();
    expect(findPropRow(own, 'constructor')).toBeUndefined();
  });
});

describe('createOptionDocs', () => {
  it('gives the props table’s description and a link to the row, loading each chart once', async () => {
    const loadRows = jest.fn(async () => ({own, common}));
    const lookup = createOptionDocs([LINE], loadRows);
    await expect(lookup('Line', 'xField')).resolves.toEqual({
      path: 'xField',
      type: 'string',
      description: 'Field of the x axis.',
      href: '/api/line#prop-xField',
    });
    await expect(lookup('Line', 'xAxis.label.rotate')).resolves.toMatchObject({
      description: 'Label rotation.',
      href: '/api/line#prop-xAxis.label.rotate',
    });
    expect(loadRows).toHaveBeenCalledTimes(1);
  });

  it('gives nothing for another component or an unknown path', async () => {
    const lookup = createOptionDocs([LINE], async () => ({own, common}));
    await expect(lookup('div', 'title')).resolves.toBeUndefined();
    await expect(lookup('Line', 'nothing')).resolves.toBeUndefined();
  });

  it('tries a failed table again on the next hover', async () => {
    const loadRows = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({own, common});
    const lookup = createOptionDocs([LINE], loadRows);
    await expect(lookup('Line', 'smooth')).resolves.toBeUndefined();
    await expect(lookup('Line', 'smooth')).resolves.toMatchObject({description: 'Draw a smooth curve.'});
    expect(loadRows).toHaveBeenCalledTimes(2);
  });
});
