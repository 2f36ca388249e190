import React from 'react';
import {MemoryRouter} from 'react-router-dom';
import {act, cleanup, fireEvent, render, screen, waitFor, within} from '@testing-library/react';
import type {ChartPropsHead, PropRow} from '../../../props/types';
import PropsTable, {type PropsTableProps} from '../../PropsTable';
import {ChartOptionsProvider, useChartOptions} from '../ChartOptionsContext';
import {useOptionControlsColumn} from '../useOptionControlsColumn';

function row(name: string, extra: Partial<PropRow>): PropRow {
  return {name, type: 'string', defaultValue: '', description: '', descriptionLang: 'en', badges: [], ...extra};
}

const HEAD: ChartPropsHead = {
  chart: 'line',
  component: 'Line',
  own: [
    row('smooth', {type: 'boolean', defaultValue: 'false', control: {kind: 'boolean'}}),
    row('radius', {type: 'number', control: {kind: 'number', min: 0, max: 1, step: 0.05}}),
    row('tooltipFormatter', {type: '(datum: Datum) => string'}),
  ],
  commonCount: 1,
};
const COMMON: PropRow[] = [
  row('legend', {
    type: 'Legend',
    children: [
      row('position', {
        type: "'top' | 'bottom'",
        defaultValue: "'top'",
        control: {kind: 'enum', values: ['top', 'bottom']},
      }),
    ],
  }),
];

/** The table as a chart page renders it: with the option controls' column. */
function TableWithControls(props: Omit<PropsTableProps, 'valueColumn'>): React.JSX.Element {
  return <PropsTable {...props} valueColumn={useOptionControlsColumn()} />;
}

/** Shows the page state the Usage demo would draw with. */
function Values(): React.JSX.Element {
  return <output aria-label="values">{JSON.stringify(useChartOptions()?.values)}</output>;
}

function renderPage(search = ''): void {
  window.history.replaceState(null, '', `/api/line${search}`);
  render(
    <MemoryRouter initialEntries={[`/api/line${search}`]}>
      <ChartOptionsProvider>
        <TableWithControls id="line" load={() => Promise.resolve(HEAD)} loadCommon={() => Promise.resolve(COMMON)} />
        <Values />
      </ChartOptionsProvider>
    </MemoryRouter>,
  );
}

const values = (): unknown => JSON.parse(screen.getByRole('status', {name: 'values'}).textContent ?? 'null');

afterEach(() => window.sessionStorage.clear());

describe('option controls in the props table', () => {
  it('names each control by its option path and records changes, with per-row and global resets', async () => {
    renderPage();
    const smooth = await screen.findByRole('switch', {name: 'smooth'});
    expect(smooth).not.toBeChecked();
    fireEvent.click(smooth);
    fireEvent.change(screen.getByRole('spinbutton', {name: 'radius'}), {target: {value: '0.5'}});
    expect(values()).toEqual({smooth: true, radius: 0.5});
    expect(screen.getByText('Edit in code')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', {name: 'Reset smooth'}));
    expect(values()).toEqual({radius: 0.5});
    expect(screen.queryByRole('button', {name: 'Reset smooth'})).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', {name: /Common options/}));
    fireEvent.click(await screen.findByRole('button', {name: 'Expand legend'}));
    const position = screen.getByRole('combobox', {name: 'legend.position'});
    expect(
      within(position)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['top', 'bottom']);
    fireEvent.change(position, {target: {value: 'bottom'}});
    expect(values()).toEqual({radius: 0.5, 'legend.position': 'bottom'});

    fireEvent.click(screen.getByRole('button', {name: 'Reset options'}));
    expect(values()).toEqual({});
    expect(screen.getByRole('button', {name: 'Reset options'})).toBeDisabled();
  });

  it('applies a shared link, opening the rows it sets, and names what it ignored', async () => {
    const param = encodeURIComponent(
      JSON.stringify({'legend.position': 'bottom', smooth: '<b>x</b>', __proto__: 1, nope: 2}),
    );
    renderPage(`?options=${param}`);
    await waitFor(() => expect(values()).toEqual({'legend.position': 'bottom'}));
    expect(screen.getByRole('combobox', {name: 'legend.position'})).toHaveValue('bottom');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Ignored from the link: smooth (not true or false); nope (unknown option).',
    );
  });

  it('copies a link that carries the changed options', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, {clipboard: {writeText}});
    renderPage();
    fireEvent.click(await screen.findByRole('switch', {name: 'smooth'}));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Copy link to these options'}));
    });
    const copied = new URL(writeText.mock.calls[0][0] as string);
    expect(copied.pathname).toBe('/api/line');
    expect(JSON.parse(copied.searchParams.get('options') ?? '')).toEqual({smooth: true});
    expect(screen.getByText('Link copied.')).toBeInTheDocument();
  });

  it('brings the options back after a reload of the tab, read like a link, until discarded', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('switch', {name: 'smooth'}));
    fireEvent.change(screen.getByRole('spinbutton', {name: 'radius'}), {target: {value: '0.5'}});
    cleanup();

    renderPage();
    await waitFor(() => expect(values()).toEqual({smooth: true, radius: 0.5}));
    expect(screen.getByRole('switch', {name: 'smooth'})).toBeChecked();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Your option changes from earlier in this tab were restored.');
    fireEvent.click(within(note).getByRole('button', {name: 'Discard'}));
    expect(values()).toEqual({});
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    cleanup();

    renderPage();
    await screen.findByRole('switch', {name: 'smooth'});
    expect(values()).toEqual({});
  });

  it('reads kept options by the link’s rules, and a link wins over them', async () => {
    window.sessionStorage.setItem('plots-docs:options:/api/line', JSON.stringify({smooth: 'yes', radius: 0.25}));
    renderPage();
    await waitFor(() => expect(values()).toEqual({radius: 0.25}));
    cleanup();

    renderPage(`?options=${encodeURIComponent(JSON.stringify({radius: 0.75}))}`);
    await waitFor(() => expect(values()).toEqual({radius: 0.75}));
    expect(screen.queryByText(/restored/)).not.toBeInTheDocument();
  });

  it('shows no controls outside a chart page', async () => {
    render(<TableWithControls id="line" load={() => Promise.resolve(HEAD)} />);
    await screen.findByText('smooth');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Reset options'})).not.toBeInTheDocument();
  });
});
