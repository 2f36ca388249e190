import React, {act} from 'react';
import {createRoot, hydrateRoot} from 'react-dom/client';
import type {ChartEventGroup} from '../../../record/recordedEvents';
import ChartEvents from '../ChartEvents';

// Renders and hydrates by hand (createRoot, hydrateRoot) inside act().
(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

const GROUPS: ChartEventGroup[] = [
  {
    id: 'legend',
    part: 'Legend',
    names: [],
    sets: [{prefixes: ['legend-item'], kinds: ['click']}],
    chartOnly: [],
    data: '`event.data`',
  },
];

// The chart's events file, as the generated registry's loader returns it.
const loadLineEvents = jest.fn(() => Promise.resolve({default: GROUPS}));

jest.mock(
  '@generated/chart-docs/default/registry',
  () => ({
    charts: [
      {slug: 'line', component: 'Line', title: 'Line', description: '', category: 'basic', permalink: '/api/line'},
    ],
    demos: {},
    props: {},
    events: {line: () => loadLineEvents()},
  }),
  {virtual: true},
);
jest.mock('@docusaurus/plugin-content-docs/client', () => ({useDoc: () => ({metadata: {id: 'api/line'}})}), {
  virtual: true,
});
jest.mock(
  '@theme/CodeBlock',
  () =>
    ({children}: {children: string}) => <pre>{children}</pre>,
  {virtual: true},
);

/** Renders the section as a page reached by a link does (no server HTML); returns its markup once the rows are in. */
async function renderInBrowser(): Promise<string> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<ChartEvents />));
  const html = container.innerHTML;
  act(() => root.unmount());
  container.remove();
  return html;
}

describe('ChartEvents', () => {
  beforeEach(() => loadLineEvents.mockClear());

  it('fetches the chart events file on a page reached by a link and lists its events', async () => {
    const html = await renderInBrowser();
    expect(loadLineEvents).toHaveBeenCalledTimes(1);
    expect(html).toContain('<code>legend-item:click</code>');
    expect(html).toContain('data-event-group="legend"');
  });

  it("keeps the server's rows while hydrating, without fetching the file or a recoverable error", async () => {
    const served = await renderInBrowser();
    loadLineEvents.mockClear();
    const container = document.createElement('div');
    container.innerHTML = served;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <ChartEvents />, {onRecoverableError: (error) => errors.push(error)});
    });
    expect(errors).toEqual([]);
    expect(loadLineEvents).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(served);
    container.remove();
  });
});
