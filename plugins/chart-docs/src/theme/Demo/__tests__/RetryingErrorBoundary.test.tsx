import React, {Suspense} from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {lazyComponentCache} from '../lazyComponentCache';
import RetryingErrorBoundary from '../RetryingErrorBoundary';

function chunkError(): Error {
  const error = new Error('Loading chunk live-editor failed.\n(error: http://localhost/assets/js/live-editor.js)');
  error.name = 'ChunkLoadError';
  return error;
}

/** Stands in for the live editor's chunk. */
function Editor({code}: {code: string}): React.JSX.Element {
  return <pre aria-label="Live code editor">{code}</pre>;
}

type Load = () => Promise<React.ComponentType<{code: string}>>;

/** As DemoBlock takes the live editor: from a cache, inside the boundary's children. */
function renderEditor(load: Load, cache = lazyComponentCache<'editor', {code: string}>()) {
  const view = render(
    <RetryingErrorBoundary>
      {() => {
        const LiveCodeEditor = cache('editor', load);
        return (
          <Suspense fallback={<p>loading</p>}>
            <LiveCodeEditor code="export default Demo;" />
          </Suspense>
        );
      }}
    </RetryingErrorBoundary>,
  );
  return {...view, cache};
}

describe('a lazily loaded part of a demo (the live editor) after a failed download', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('says the demo could not be loaded, loads nothing more by itself, and Retry loads it', async () => {
    const load = jest.fn<ReturnType<Load>, []>().mockRejectedValueOnce(chunkError()).mockResolvedValue(Editor);
    renderEditor(load);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This demo could not be loaded');
    expect(alert).not.toHaveTextContent('failed to render');
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', {name: 'Retry'}));
    expect(await screen.findByLabelText('Live code editor')).toHaveTextContent('export default Demo;');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again when the browser comes back online', async () => {
    const load = jest.fn<ReturnType<Load>, []>().mockRejectedValueOnce(chunkError()).mockResolvedValue(Editor);
    renderEditor(load);
    await screen.findByRole('alert');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByLabelText('Live code editor')).toBeInTheDocument();
  });

  it('loads again when it is opened later, and once loaded is not fetched again', async () => {
    const load = jest.fn<ReturnType<Load>, []>().mockRejectedValueOnce(chunkError()).mockResolvedValue(Editor);
    const first = renderEditor(load);
    await screen.findByRole('alert');
    first.unmount();
    const second = renderEditor(load, first.cache);
    expect(await screen.findByLabelText('Live code editor')).toBeInTheDocument();
    second.unmount();
    renderEditor(load, first.cache);
    expect(screen.getByLabelText('Live code editor')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
