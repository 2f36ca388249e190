import React from 'react';
import {fireEvent, render, screen, waitFor} from '@testing-library/react';
import ChartDataTable, {MAX_SHOWN_ROWS} from '../ChartDataTable';

const copyText = jest.fn<Promise<boolean>, [string]>(async () => true);
jest.mock('../../../client/sandbox/copyCode', () => ({copyText: (text: string) => copyText(text)}));
// The toolbar module brings the whole demo toolbar; the table needs one of its constants.
jest.mock('../../DemoToolbar', () => ({TOOLBAR_MESSAGE_MS: 3000}));

function chartOf(data: unknown[]) {
  return {type: 'line', options: () => ({data}), chart: () => undefined};
}

describe('ChartDataTable', () => {
  it('writes at most MAX_SHOWN_ROWS rows of a million records, says so, and copies them all', async () => {
    const data = Array.from({length: 1_000_000}, (_, index) => ({x: index, y: index % 3 === 0 ? Number.NaN : '=1+1'}));
    const {container} = render(<ChartDataTable id="t" title="Big" chart={chartOf(data)} />);
    expect(container.querySelector('caption')).toHaveTextContent('Data of the chart “Big”: 1000000 records');
    // The header row and the shown records.
    // (Counted by tag: role queries over a thousand rows take seconds in jsdom.)
    expect(container.querySelectorAll('tr')).toHaveLength(MAX_SHOWN_ROWS + 1);
    expect(
      screen.getByText('Showing the first 1,000 of 1,000,000 records; Copy as CSV copies all of them.'),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', {name: 'Copy as CSV'}));
    await waitFor(() => expect(copyText).toHaveBeenCalledTimes(1));
    const lines = copyText.mock.calls[0]![0].split('\r\n');
    expect(lines).toHaveLength(1_000_001);
    expect(lines.slice(0, 3)).toEqual(['x,y', '0,NaN', "1,'=1+1"]);
  }, 30_000);

  it('shows NaN, null, missing fields and mixed types as text', () => {
    const data = [{x: 'a', y: 1}, {x: 'b', y: Number.NaN}, {x: null, y: 'two'}, {y: [1, 2]}, {x: {k: 1}, y: 10n}];
    render(<ChartDataTable id="t" title="Odd" chart={chartOf(data)} />);
    const cells = screen.getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['a', '1', 'b', 'NaN', '', 'two', '', '1, 2', '{"k":1}', '10']);
    expect(screen.queryByText(/Showing the first/)).not.toBeInTheDocument();
  });
});
