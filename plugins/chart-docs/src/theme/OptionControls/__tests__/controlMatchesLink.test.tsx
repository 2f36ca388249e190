import React from 'react';
import fc from 'fast-check';
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import type {PropControl, PropRow} from '../../../props/types';
import {parseControlRanges} from '../../../props/applyControlRanges';
import rangesFile from '../../../../propsControls/ranges.json';
import type {OptionValue} from '../../../client/charts/chartOverrides';
import OptionControl from '../OptionControl';
import type {ChartOptionsState} from '../ChartOptionsContext';
import {MAX_STRING_LENGTH, parseOptionsParam} from '../parseOptionsParam';

/** Every number control's bounds, as the real table gives them. */
const NUMBER_CONTROLS: Array<Extract<PropControl, {kind: 'number'}>> = Object.values(
  parseControlRanges(JSON.stringify(rangesFile)),
)
  .filter((range) => range.codeOnly === undefined && range.values === undefined)
  .map((range) => ({kind: 'number', min: range.min, max: range.max, step: range.step}));

const PATH = 'some.option';

/** Renders one control, types `text` into it, and says what it applied (or `undefined`). */
function typeInto(control: PropControl, text: string): OptionValue | undefined {
  const applied: OptionValue[] = [];
  const options: ChartOptionsState = {
    values: {},
    generation: 0,
    setValue: (_path, value) => applied.push(value),
    resetValue: () => undefined,
    replaceAll: () => undefined,
  };
  const row: PropRow = {
    name: PATH,
    type: control.kind,
    defaultValue: '',
    description: '',
    descriptionLang: 'en',
    badges: [],
    control,
  };
  render(<OptionControl row={row} path={PATH} options={options} />);
  fireEvent.change(screen.getByLabelText(PATH), {target: {value: text}});
  cleanup();
  return applied.at(-1);
}

/** What the link reader keeps of `{PATH: value}`, or `undefined`. */
function readFromLink(control: PropControl, value: OptionValue): OptionValue | undefined {
  return parseOptionsParam(JSON.stringify({[PATH]: value}), (path) => (path === PATH ? control : undefined)).values[
    PATH
  ];
}

describe('a control and the link accept exactly the same values', () => {
  it('number controls of the real ranges table: in bounds and out (property)', () => {
    const case_ = fc.constantFrom(...NUMBER_CONTROLS).chain((control) => {
      const min = control.min ?? -1e6;
      const max = control.max ?? 1e6;
      const span = Math.max(max - min, 1);
      return fc.tuple(
        fc.constant(control),
        fc.oneof(
          fc.double({min, max, noNaN: true}),
          fc.double({min: min - span * 10, max: max + span * 10, noNaN: true}),
          fc.constantFrom(min, max, min - 1, max + 1, max + 1e-9, 1e9, -1e9, 1_000_000_000),
        ),
      );
    });
    fc.assert(
      fc.property(case_, ([control, value]) => {
        const typed = typeInto(control, String(value));
        expect(typed).toBe(readFromLink(control, value));
        if (control.min !== undefined && control.max !== undefined) {
          expect(typed !== undefined).toBe(value >= control.min && value <= control.max);
        }
      }),
      {numRuns: 300},
    );
  });

  it('text controls: plain text, markup and long text (property)', () => {
    const text = fc.oneof(
      fc.string({minLength: 1, maxLength: MAX_STRING_LENGTH + 50}),
      fc.constantFrom('<b>hi</b>', 'c'.repeat(250), 'x'.repeat(MAX_STRING_LENGTH), 'x'.repeat(MAX_STRING_LENGTH + 1)),
    );
    fc.assert(
      fc.property(text, (value) => {
        expect(typeInto({kind: 'string'}, value)).toBe(readFromLink({kind: 'string'}, value));
      }),
      {numRuns: 200},
    );
    expect(readFromLink({kind: 'string'}, '<b>hi</b>')).toBe('<b>hi</b>');
    expect(readFromLink({kind: 'string'}, 'c'.repeat(250))).toBe('c'.repeat(250));
  });

  it('selects and color pickers: every value they offer, and nothing else', () => {
    const labelTypes: PropControl = {kind: 'enum', values: ['inner', 'outer', 'spider']};
    for (const value of ['inner', 'outer', 'spider']) {
      expect(typeInto(labelTypes, value)).toBe(value);
      expect(readFromLink(labelTypes, value)).toBe(value);
    }
    expect(readFromLink(labelTypes, 'nope')).toBeUndefined();
    expect(typeInto({kind: 'color'}, '#12abef')).toBe('#12abef');
    expect(readFromLink({kind: 'color'}, '#12abef')).toBe('#12abef');
    // A color input holds only #rrggbb, so the link takes nothing shorter.
    expect(readFromLink({kind: 'color'}, '#abc')).toBeUndefined();
  });

  it('says why a typed number is not applied', () => {
    const applied: OptionValue[] = [];
    const row: PropRow = {
      name: 'yAxis.tickCount',
      type: 'number',
      defaultValue: '',
      description: '',
      descriptionLang: 'en',
      badges: [],
      control: {kind: 'number', min: 0, max: 50, step: 1},
    };
    const options: ChartOptionsState = {
      values: {},
      generation: 0,
      setValue: (_path, value) => applied.push(value),
      resetValue: () => undefined,
      replaceAll: () => undefined,
    };
    render(<OptionControl row={row} path="yAxis.tickCount" options={options} />);
    const box = screen.getByRole('spinbutton', {name: 'yAxis.tickCount'});
    fireEvent.change(box, {target: {value: '1000000000'}});
    expect(box).toHaveValue(1000000000);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Not applied: above 50');
    fireEvent.change(box, {target: {value: '12'}});
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(applied).toEqual([12]);
  });
});
