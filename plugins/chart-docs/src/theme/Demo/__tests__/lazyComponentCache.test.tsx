import React, {Suspense} from 'react';
import {render, screen} from '@testing-library/react';
import {lazyComponentCache} from '../lazyComponentCache';

function chunkError(): Error {
  const error = new Error('Loading chunk 123 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

describe('lazyComponentCache', () => {
  it('hands out the same lazy component per key while it loads or has loaded', async () => {
    const lazyFor = lazyComponentCache<string>();
    const load = jest.fn(() => Promise.resolve(() => <p>chart</p>));
    const First = lazyFor('line', load);
    expect(lazyFor('line', load)).toBe(First);
    render(
      <Suspense fallback={<p>loading</p>}>
        <First />
      </Suspense>,
    );
    expect(await screen.findByText('chart')).toBeInTheDocument();
    expect(lazyFor('line', load)).toBe(First);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops a component whose load failed, so the next render loads again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const lazyFor = lazyComponentCache<string>();
    const load = jest
      .fn<Promise<React.ComponentType>, []>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce(() => <p>chart</p>);
    const Failed = lazyFor('line', load);
    class Catch extends React.Component<{children: React.ReactNode}, {failed: boolean}> {
      override state = {failed: false};
      static getDerivedStateFromError() {
        return {failed: true};
      }
      override render() {
        return this.state.failed ? <p>failed</p> : this.props.children;
      }
    }
    render(
      <Catch>
        <Suspense fallback={<p>loading</p>}>
          <Failed />
        </Suspense>
      </Catch>,
    );
    expect(await screen.findByText('failed')).toBeInTheDocument();
    const Fresh = lazyFor('line', load);
    expect(Fresh).not.toBe(Failed);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Fresh />
      </Suspense>,
    );
    expect(await screen.findByText('chart')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    jest.restoreAllMocks();
  });
});
