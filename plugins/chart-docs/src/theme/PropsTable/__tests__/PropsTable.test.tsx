import React from 'react';
import {act, fireEvent, render, screen, waitFor, within} from '@testing-library/react';
import type {ChartPropsHead, ChartPropsTable, PropRow} from '../../../props/types';
import PropsTable, {type ValueColumn} from '..';

const TABLE: ChartPropsTable = {
  chart: 'line',
  component: 'Line',
  own: [
    {
      name: 'xField',
      type: 'string',
      defaultValue: '',
      description: 'Data field mapped to the x axis.',
      descriptionLang: 'en',
      badges: [],
    },
    {
      name: 'field',
      type: 'string',
      defaultValue: '',
      description: 'Former name of xField.',
      descriptionLang: 'en',
      badges: ['Deprecated'],
    },
    {
      name: 'smooth',
      type: 'boolean',
      defaultValue: 'false',
      description: '是否平滑',
      descriptionLang: 'zh',
      badges: [],
    },
  ],
  common: [
    {
      name: 'width',
      type: 'number',
      defaultValue: '',
      description: 'Width of the chart.',
      descriptionLang: 'en',
      badges: [],
    },
    {
      name: 'xAxis',
      type: 'Axis',
      defaultValue: '',
      description: 'X axis.',
      descriptionLang: 'en',
      badges: [],
      children: [
        {
          name: 'label',
          type: 'AxisLabelCfg | null',
          defaultValue: '',
          description: 'Tick labels.',
          descriptionLang: 'en',
          badges: [],
          children: [
            {
              name: 'style',
              type: 'ShapeAttrs',
              defaultValue: '',
              description: 'Text style.',
              descriptionLang: 'en',
              badges: [],
            },
          ],
        },
      ],
    },
  ],
};

function deferred<T>(): {promise: Promise<T>; resolve: (value: T) => void; reject: (reason: unknown) => void} {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {promise, resolve, reject};
}

/** The two files the site generates per chart: own options first, common ones on demand. */
const HEAD: ChartPropsHead = {chart: TABLE.chart, component: TABLE.component, own: TABLE.own, commonCount: 2};
const loadHead = (): Promise<ChartPropsHead> => Promise.resolve(HEAD);
const loadCommon = (): Promise<PropRow[]> => Promise.resolve(TABLE.common);

async function renderLoaded(): Promise<void> {
  render(<PropsTable id="Line" load={loadHead} loadCommon={loadCommon} />);
  await screen.findByRole('table');
}

const originalScrollIntoView = Element.prototype.scrollIntoView;

afterEach(() => {
  window.history.replaceState(null, '', '/');
  Element.prototype.scrollIntoView = originalScrollIntoView;
});

describe('PropsTable', () => {
  it('says the definition is resolving while load is pending', async () => {
    const pending = deferred<ChartPropsHead>();
    render(<PropsTable id="Line" load={() => pending.promise} loadCommon={loadCommon} />);
    expect(screen.getByText('Properties definition is resolving, wait a moment...')).toBeInTheDocument();
    await act(async () => pending.resolve(HEAD));
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('says the definition is missing without a loader or when loading fails', async () => {
    const {unmount} = render(<PropsTable id="Line" />);
    expect(screen.getByText('Properties definition not found for Line component')).toBeInTheDocument();
    unmount();

    render(<PropsTable id="Pie" load={() => Promise.reject(new Error('gone'))} />);
    expect(await screen.findByText('Properties definition not found for Pie component')).toBeInTheDocument();
  });

  it('has a header row and lists own options before the collapsed common ones', async () => {
    await renderLoaded();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Property', 'Type', 'Default', 'Description']);
    expect(screen.getByRole('rowheader', {name: /xField/})).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', {name: /width/})).not.toBeInTheDocument();

    const group = screen.getByRole('button', {name: 'Common options (2)'});
    expect(group).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('rowheader', {name: /width/})).toBeInTheDocument();
  });

  it('fetches the common options only when they are wanted, with a status meanwhile', async () => {
    const pending = deferred<PropRow[]>();
    const fetchCommon = jest.fn(() => pending.promise);
    render(<PropsTable id="Line" load={loadHead} loadCommon={fetchCommon} />);
    await screen.findByRole('table');
    expect(fetchCommon).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', {name: 'Common options (2)'}));
    expect(fetchCommon).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await act(async () => pending.resolve(TABLE.common));
    expect(screen.getByRole('rowheader', {name: /width/})).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when the common options fail to load, and tries again when the group is reopened', async () => {
    const fetchCommon = jest
      .fn<Promise<PropRow[]>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk failed'))
      .mockResolvedValueOnce(TABLE.common);
    render(<PropsTable id="Line" load={loadHead} loadCommon={fetchCommon} />);
    await screen.findByRole('table');
    const group = screen.getByRole('button', {name: 'Common options (2)'});
    fireEvent.click(group);
    expect(await screen.findByText(/The common options could not be loaded/)).toBeInTheDocument();

    fireEvent.click(group);
    fireEvent.click(group);
    expect(await screen.findByRole('rowheader', {name: /width/})).toBeInTheDocument();
    expect(fetchCommon).toHaveBeenCalledTimes(2);
  });

  it('shows types in code, defaults, and marks Chinese descriptions', async () => {
    await renderLoaded();
    const smoothRow = screen.getByRole('rowheader', {name: /smooth/}).closest('tr');
    expect(smoothRow).not.toBeNull();
    const cells = within(smoothRow as HTMLElement).getAllByRole('cell');
    expect(cells[0].querySelector('code')).toHaveTextContent('boolean');
    expect(cells[1]).toHaveTextContent('false');
    expect(cells[2]).toHaveAttribute('lang', 'zh');
    expect(smoothRow).toHaveAttribute('id', 'prop-smooth');
  });

  it('expands nested rows in place', async () => {
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', {name: /Common options/}));
    const expandAxis = await screen.findByRole('button', {name: 'Expand xAxis'});
    expect(expandAxis).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('prop-xAxis.label')).toBeNull();

    fireEvent.click(expandAxis);
    expect(expandAxis).toHaveAttribute('aria-expanded', 'true');
    const labelRow = document.getElementById('prop-xAxis.label');
    expect(labelRow).not.toBeNull();
    // The nested row follows its parent directly.
    expect(document.getElementById('prop-xAxis')?.nextElementSibling).toBe(labelRow);

    fireEvent.click(screen.getByRole('button', {name: 'Expand xAxis.label'}));
    expect(document.getElementById('prop-xAxis.label.style')).not.toBeNull();

    fireEvent.click(expandAxis);
    expect(document.getElementById('prop-xAxis.label')).toBeNull();
  });

  it('opens the rows a #prop- hash points at and scrolls to it', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    window.history.replaceState(null, '', '/api/line#prop-xAxis.label.style');
    await renderLoaded();
    await waitFor(() => expect(document.getElementById('prop-xAxis.label.style')).not.toBeNull());
    expect(screen.getByRole('button', {name: /Common options/})).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', {name: 'Expand xAxis'})).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
  });

  it('follows a later hash change to another row', async () => {
    Element.prototype.scrollIntoView = jest.fn();
    await renderLoaded();
    expect(document.getElementById('prop-xAxis.label')).toBeNull();
    act(() => {
      window.history.replaceState(null, '', '/api/line#prop-xAxis.label');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() => expect(document.getElementById('prop-xAxis.label')).not.toBeNull());
    expect(document.getElementById('prop-xAxis.label.style')).toBeNull();
  });

  it('keeps its rows when the page re-renders with a new loader function', async () => {
    const load = jest.fn(loadHead);
    const {rerender} = render(<PropsTable id="Line" load={load} loadCommon={loadCommon} />);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', {name: /Common options/}));
    rerender(<PropsTable id="Line" load={() => Promise.resolve(HEAD)} loadCommon={loadCommon} />);
    expect(screen.getByRole('button', {name: /Common options/})).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('rowheader', {name: /width/})).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('adds a Value column the caller fills, with its toolbar above the table', async () => {
    const valueColumn: ValueColumn = {
      renderCell: (row, path) => <output aria-label={`value of ${path}`}>{row.type}</output>,
      renderToolbar: (rows) => (
        <div>
          <p>{`common: ${rows.common.status}`}</p>
          <button type="button" onClick={rows.requestCommon}>
            Load common
          </button>
          <button type="button" onClick={() => rows.revealPaths(['xAxis.label.style'])}>
            Show style
          </button>
        </div>
      ),
    };
    render(<PropsTable id="Line" load={loadHead} loadCommon={loadCommon} valueColumn={valueColumn} />);
    await screen.findByRole('table');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Property', 'Type', 'Default', 'Description', 'Value']);
    expect(screen.getByRole('status', {name: 'value of smooth'})).toHaveTextContent('boolean');
    const group = screen.getByRole('button', {name: 'Common options (2)'});
    expect(group.closest('th')).toHaveAttribute('colspan', '5');

    expect(screen.getByText('common: idle')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', {name: 'Load common'}));
    expect(await screen.findByText('common: ready')).toBeInTheDocument();
    expect(group).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(screen.getByRole('button', {name: 'Show style'}));
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status', {name: 'value of xAxis.label.style'})).toHaveTextContent('ShapeAttrs');
  });

  it('shows release badges next to the name', async () => {
    await renderLoaded();
    const fieldHeader = screen.getByRole('rowheader', {name: /^field/});
    expect(within(fieldHeader).getByText('Deprecated')).toBeInTheDocument();
  });
});
