import React from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import type {ComponentType} from 'react';
import type {DemoEntry} from '../../../client/charts/demoRegistry';
import type {DemoData} from '../../../types';

const loadDemoData = jest.fn<Promise<DemoData>, [DemoEntry]>();

jest.mock('../../../client/charts/demoRegistry', () => ({
  loadDemoData: (entry: DemoEntry) => loadDemoData(entry),
  loadDemoComponent: (): Promise<ComponentType> => Promise.resolve(() => <p>chart drawn</p>),
}));
jest.mock('@docusaurus/useBrokenLinks', () => ({__esModule: true, default: () => ({collectAnchor: () => undefined})}), {
  virtual: true,
});
jest.mock('@docusaurus/useBaseUrl', () => ({__esModule: true, default: (path: string) => path}), {virtual: true});

function chunkError(): Error {
  const error = new Error('Loading chunk 77 failed.\n(error: http://localhost/assets/js/77.js)');
  error.name = 'ChunkLoadError';
  return error;
}

const DATA = {
  source: "import {Line} from '@ant-design/plots';\n",
  context: {dependencies: {'@ant-design/plots': '1.2.5'}},
} as unknown as DemoData;

describe('DemoBlock when the demo source fails to download', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('says the demo could not be loaded, and Retry brings the source and the toolbar', async () => {
    loadDemoData.mockRejectedValueOnce(chunkError()).mockResolvedValueOnce(DATA);
    const {default: DemoBlock} = await import('../DemoBlock');
    render(<DemoBlock entry={{id: 'line-basic', title: 'Basic line', description: 'Users.'} as DemoEntry} />);
    fireEvent.click(screen.getByRole('button', {name: 'Show code'}));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This demo could not be loaded');
    expect(alert).not.toHaveTextContent('This demo failed to render');
    fireEvent.click(screen.getByRole('button', {name: 'Retry'}));
    expect(await screen.findByRole('toolbar', {name: 'Demo actions'})).toBeInTheDocument();
    expect(screen.queryByText('This demo could not be loaded')).not.toBeInTheDocument();
    expect(loadDemoData).toHaveBeenCalledTimes(2);
  });
});

describe('DemoBlock far from the viewport', () => {
  const observed: Array<(entries: Array<{isIntersecting: boolean}>) => void> = [];
  beforeEach(() => {
    loadDemoData.mockReset().mockResolvedValue(DATA);
    observed.length = 0;
    // A viewport the demo is not near: nothing intersects until the test says so.
    (globalThis as unknown as {IntersectionObserver: unknown}).IntersectionObserver = class {
      constructor(callback: (entries: Array<{isIntersecting: boolean}>) => void) {
        observed.push(callback);
      }
      observe(): void {}
      disconnect(): void {}
    };
  });
  afterEach(() => {
    delete (globalThis as unknown as {IntersectionObserver?: unknown}).IntersectionObserver;
  });

  const entry = {id: 'line-basic', title: 'Basic line', description: 'Users.'} as DemoEntry;

  it('fetches its source only once it comes within a few screens', async () => {
    const {default: DemoBlock} = await import('../DemoBlock');
    const {act} = await import('@testing-library/react');
    render(<DemoBlock entry={entry} />);
    expect(loadDemoData).not.toHaveBeenCalled();
    expect(screen.queryByRole('toolbar', {name: 'Demo actions'})).not.toBeInTheDocument();
    act(() => observed.forEach((callback) => callback([{isIntersecting: true}])));
    expect(await screen.findByRole('toolbar', {name: 'Demo actions'})).toBeInTheDocument();
    expect(loadDemoData).toHaveBeenCalledTimes(1);
  });

  it('fetches it at once when the visitor points at the demo or opens its code', async () => {
    const {default: DemoBlock} = await import('../DemoBlock');
    const {container} = render(<DemoBlock entry={entry} />);
    fireEvent.pointerEnter(container.querySelector('section')!);
    expect(await screen.findByRole('toolbar', {name: 'Demo actions'})).toBeInTheDocument();
    expect(loadDemoData).toHaveBeenCalledTimes(1);
  });
});
