import {guardRoutePreloads} from '../guardRouteChunks';

function loadable(preload: () => Promise<unknown>) {
  const component = () => null;
  return Object.assign(component, {preload});
}

describe('guardRoutePreloads', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('lets a failed chunk preload settle so the route can render its error state', async () => {
    const chunkError = Object.assign(new Error('Loading chunk 7 failed.'), {name: 'ChunkLoadError'});
    const leaf = loadable(() => Promise.reject(chunkError));
    const routes = [
      {path: '/', component: loadable(() => Promise.resolve('ok')), routes: [{path: '/x', component: leaf}]},
    ];
    guardRoutePreloads(routes);

    await expect(leaf.preload()).resolves.toBeUndefined();
    await expect(routes[0].component.preload()).resolves.toBe('ok');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('failed to load'), chunkError);
  });

  it('wraps each component once even when routes share it', async () => {
    const original = jest.fn(() => Promise.resolve('ok'));
    const shared = loadable(original);
    const routes = [
      {path: '/a', component: shared},
      {path: '/b', component: shared},
    ];
    guardRoutePreloads(routes);
    guardRoutePreloads(routes);
    await shared.preload();
    expect(original).toHaveBeenCalledTimes(1);
  });
});
