import React from 'react';
import {MemoryRouter} from 'react-router-dom';
import {act, fireEvent, render, screen} from '@testing-library/react';
import type {OptionValues} from '../../../client/charts/chartOverrides';
import type {ChartOptionsState} from '../ChartOptionsContext';
import OptionsToolbar from '../OptionsToolbar';
import {encodedParamLength, MAX_PARAM_LENGTH, parseOptionsParam} from '../parseOptionsParam';

function stateWith(values: OptionValues): ChartOptionsState {
  return {values, generation: 0, setValue: jest.fn(), resetValue: jest.fn(), replaceAll: jest.fn()};
}

/** `count` text options of 200 characters of `filler` (the longest text a link takes). */
function textOptions(filler: string, count: number): OptionValues {
  const text = filler.repeat(200 / filler.length);
  return Object.fromEntries(Array.from({length: count}, (_, index) => [`field${index}`, text]));
}

async function copyLink(values: OptionValues): Promise<jest.Mock> {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, {clipboard: {writeText}});
  window.history.replaceState(null, '', '/api/line?tab=doc');
  render(
    <MemoryRouter initialEntries={['/api/line?tab=doc']}>
      <OptionsToolbar options={stateWith(values)} origin={{ignored: [], restored: false}} />
    </MemoryRouter>,
  );
  await act(async () => {
    fireEvent.click(screen.getByRole('button', {name: 'Copy link to these options'}));
  });
  return writeText;
}

describe('Copy link to these options', () => {
  it.each([
    ['CJK', '汉'],
    ['emoji', '😀'],
  ])('copies a link of %s text options that the link reader accepts whole', async (_, filler) => {
    // Five 200-character CJK fields: 9,172 characters in the link, refused by nginx then.
    const writeText = await copyLink(textOptions(filler, 5));
    const param = new URL(writeText.mock.calls[0][0] as string).searchParams.get('options') ?? '';
    expect(encodedParamLength(param)).toBeGreaterThan(4000);
    expect(encodedParamLength(param)).toBeLessThanOrEqual(MAX_PARAM_LENGTH);
    expect(parseOptionsParam(param, () => ({kind: 'string'})).ignored).toEqual([]);
    expect(screen.getByText('Link copied.')).toBeInTheDocument();
  });

  it('makes no link the reader would refuse, and says why', async () => {
    const values = textOptions('汉', 8);
    expect(encodedParamLength(JSON.stringify(values))).toBeGreaterThan(MAX_PARAM_LENGTH);
    const writeText = await copyLink(values);
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(
      `These options make a link longer than ${MAX_PARAM_LENGTH} characters; shorten or reset some text options.`,
    );
  });
});
