import {lazy, type ComponentType, type LazyExoticComponent} from 'react';

type Lazy = LazyExoticComponent<ComponentType>;

/**
 * One `React.lazy` per key, so a demo mounted again (another tab, Back) does
 * not suspend again once its code is here. A lazy component keeps its
 * rejection for good, so one whose load failed (offline, blocked chunk) is
 * dropped: the next render asks for a fresh one, which loads again.
 */
export function lazyComponentCache<K>(): (key: K, load: () => Promise<ComponentType>) => Lazy {
  const cache = new Map<K, Lazy>();
  return (key, load) => {
    const cached = cache.get(key);
    if (cached) {
      return cached;
    }
    const component: Lazy = lazy(() =>
      load().then(
        (loaded) => ({default: loaded}),
        (error: unknown) => {
          if (cache.get(key) === component) {
            cache.delete(key);
          }
          throw error;
        },
      ),
    );
    cache.set(key, component);
    return component;
  };
}
