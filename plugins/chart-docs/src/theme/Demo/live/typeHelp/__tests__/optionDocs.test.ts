import type {ChartSummary} from '../../../../../types';
import type {PropRow} from '../../../../../props/types';
import {createOptionDocs} from '../optionDocs';
import {renderHover} from '../renderHover';

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

describe('the hover of a callback option', () => {
  const tooltip: PropRow = {
    ...row('tooltip.formatter', 'Writes the tooltip item.'),
    name: 'formatter',
    descriptionParts: ['Writes the ', {code: 'tooltip'}, ' item.'],
    callback: {
      params: [
        {
          name: 'datum',
          type: 'Datum',
          description: 'The record, fields named in `tooltip.fields` only.',
          descriptionParts: ['The record, fields named in ', {code: 'tooltip.fields'}, ' only.'],
        },
      ],
      returns: '{name: string; value: string | number}',
    },
  };

  it('tells what the engine passes the function and what it returns', async () => {
    const lookup = createOptionDocs([LINE], async () => ({
      own: [{...row('tooltip', 'Tooltip.'), children: [tooltip]}],
      common: [],
    }));
    const doc = await lookup('Line', 'tooltip.formatter');
    expect(doc?.callback?.params[0].name).toBe('datum');
    const hover = renderHover('(property) formatter?: ...', doc);
    expect(hover.textContent).toContain('The function receives:');
    expect(hover.textContent).toContain('datum: Datum – The record, fields named in tooltip.fields only.');
    expect(hover.textContent).toContain('Returns {name: string; value: string | number}');
    expect(hover.querySelector('p code')?.textContent).toBe('tooltip');
  });

  it('writes no link from a description that is not a web or site address', () => {
    const hover = renderHover('x', {
      path: 'x',
      type: 'string',
      description: 'see',
      descriptionParts: ['see ', {link: 'javascript:alert(1)', text: 'this'}],
      href: '/api/line#prop-x',
    });
    expect(hover.querySelectorAll('a')).toHaveLength(1);
    expect(hover.textContent).toContain('see this');
  });
});
