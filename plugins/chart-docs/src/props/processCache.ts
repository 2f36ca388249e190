/**
 * One result per process for work that gives the same answer every time it
 * runs in one build: `docusaurus build` builds English, then Chinese, in one
 * Node process, and loads the site's plugins afresh for each language (its
 * config is imported without Node's module cache), so a module-level cache
 * would be empty again. The cache hangs on `globalThis` instead, keeps the
 * last key's value only (a development server sees few keys and must not
 * grow), and hands out copies, so no caller can change what the next one gets.
 */
import {deserialize, serialize} from 'node:v8';

const CACHE = Symbol.for('ant-design-plots-docs.chart-docs.processCache');

type Holder = typeof globalThis & {[CACHE]?: Map<string, {key: string; value: unknown}>};

/**
 * `compute()` the first time for `key` in this process, a copy of that value afterwards.
 * @param name which cache (one entry each)
 * @param key everything the value depends on
 */
export function cachedInProcess<T>(name: string, key: string, compute: () => T): T {
  const holder = globalThis as Holder;
  const caches = (holder[CACHE] ??= new Map());
  const entry = caches.get(name);
  if (entry && entry.key === key) return copy(entry.value as T);
  const value = compute();
  caches.set(name, {key, value});
  return copy(value);
}

/** A deep copy, by Node's structured serializer (plain data: the props tables are JSON-like). */
function copy<T>(value: T): T {
  return deserialize(serialize(value)) as T;
}
