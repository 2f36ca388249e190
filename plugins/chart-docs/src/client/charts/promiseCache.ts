/**
 * One promise per key, shared by every caller. A rejected promise is
 * forgotten, so the next call tries again: a chunk that failed to load (a
 * network blip) must not fail the demo forever.
 */
export function promiseCache<K, V>(): (key: K, load: () => Promise<V>) => Promise<V> {
  const cache = new Map<K, Promise<V>>();
  return (key, load) => {
    let pending = cache.get(key);
    if (!pending) {
      pending = load();
      pending.catch(() => cache.delete(key));
      cache.set(key, pending);
    }
    return pending;
  };
}
