import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import type {ComponentType} from 'react';
import type {DemoEntry} from '../../../client/charts/demoRegistry';

const loadDemoComponent = jest.fn<Promise<ComponentType>, [DemoEntry]>();

jest.mock('../../../client/charts/demoRegistry', () => ({
  loadDemoComponent: (entry: DemoEntry) => loadDemoComponent(entry),
}));

function chunkError(): Error {
  const error = new Error('Loading chunk chart-engine failed.\n(error: http://localhost/assets/js/chart-engine.js)');
  error.name = 'ChunkLoadError';
  return error;
}

const Chart = () => <p>chart drawn</p>;

let nextId = 0;
/** A fresh demo id per test: the lazy components are cached per id for the session. */
function entry(): DemoEntry {
  nextId += 1;
  return {id: `line-demo-${nextId}`} as DemoEntry;
}

async function renderPreview(demo: DemoEntry) {
  const {default: DemoPreview} = await import('../DemoPreview');
  return render(<DemoPreview entry={demo} />);
}

describe('DemoPreview after a failed download', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadDemoComponent.mockReset();
  });
  afterEach(() => jest.restoreAllMocks());

  it('says the demo could not be loaded, without blaming its code, and Retry loads it', async () => {
    loadDemoComponent.mockRejectedValueOnce(chunkError()).mockResolvedValueOnce(Chart);
    await renderPreview(entry());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This demo could not be loaded');
    expect(alert).not.toHaveTextContent('This demo failed to render');
    fireEvent.click(screen.getByRole('button', {name: 'Retry'}));
    expect(await screen.findByText('chart drawn')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadDemoComponent).toHaveBeenCalledTimes(2);
  });

  it('loads again when the browser comes back online', async () => {
    loadDemoComponent.mockRejectedValueOnce(chunkError()).mockResolvedValueOnce(Chart);
    await renderPreview(entry());
    await screen.findByRole('alert');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('chart drawn')).toBeInTheDocument();
  });

  it('loads again when the page is visited later', async () => {
    const demo = entry();
    loadDemoComponent.mockRejectedValueOnce(chunkError()).mockResolvedValueOnce(Chart);
    const first = await renderPreview(demo);
    await screen.findByRole('alert');
    first.unmount();
    await renderPreview(demo);
    expect(await screen.findByText('chart drawn')).toBeInTheDocument();
  });

  it('still reports an error in the demo code as one', async () => {
    loadDemoComponent.mockResolvedValueOnce(() => {
      throw new Error('data is undefined');
    });
    await renderPreview(entry());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This demo failed to render');
    expect(screen.queryByRole('button', {name: 'Retry'})).not.toBeInTheDocument();
  });
});
