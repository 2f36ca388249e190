import {lazy, type ComponentType, type LazyExoticComponent} from 'react';

type Lazy<P extends object> = LazyExoticComponent<ComponentType<P>>;

/**
 * One `React.lazy` per key, so a demo mounted again (another tab, Back) does
 * not suspend again once its code is here. A lazy component keeps its
 * rejection for good, so one whose load failed (offline, blocked chunk) is
 * dropped: the next render asks for a fresh one, which loads again. Take the
 * component where a retry re-renders, above the Suspense boundary (see
 * RetryingErrorBoundary): a component taken inside it would be taken afresh
 * as soon as the failure settles, loading again and again instead of showing it.
 */
export function lazyComponentCache<K, P extends object = object>(): (
  key: K,
  load: () => Promise<ComponentType<P>>,
) => Lazy<P> {
  const cache = new Map<K, Lazy<P>>();
  return (key, load) => {
    const cached = cache.get(key);
    if (cached) {
      return cached;
    }
    const component: Lazy<P> = lazy(() =>
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
