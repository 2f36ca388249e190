/**
 * @jest-environment node
 */
import React from 'react';
import {PassThrough} from 'node:stream';
import {renderToPipeableStream} from 'react-dom/server';
import type {ChartEventGroup} from '../../../record/recordedEvents';
import ChartEvents from '../ChartEvents';

const GROUPS: ChartEventGroup[] = [
  {
    id: 'legend',
    part: 'Legend',
    names: [],
    sets: [{prefixes: ['legend-item'], kinds: ['click']}],
    chartOnly: [],
    data: '',
  },
];

jest.mock(
  '@generated/chart-docs/default/registry',
  () => ({
    charts: [
      {slug: 'line', component: 'Line', title: 'Line', description: '', category: 'basic', permalink: '/api/line'},
    ],
    demos: {},
    props: {},
    events: {line: () => Promise.resolve({default: GROUPS})},
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

/** The page's HTML as Docusaurus writes it: streamed, once everything is ready (onAllReady). */
function renderAllReady(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const {pipe} = renderToPipeableStream(element, {
      onAllReady() {
        const sink = new PassThrough();
        let html = '';
        sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
        sink.on('end', () => resolve(html));
        pipe(sink);
      },
      onShellError: reject,
      onError: reject,
    });
  });
}

describe('ChartEvents on the server', () => {
  it("writes the chart's events into the HTML, without a Suspense boundary to hydrate later", async () => {
    const html = await renderAllReady(<ChartEvents />);
    expect(html).toContain('data-chart-events="line"');
    expect(html).toContain('<code>legend-item:click</code>');
    // React marks a Suspense boundary with <!--$-->: the browser would have one left to hydrate.
    expect(html).not.toContain('<!--$');
  });
});
