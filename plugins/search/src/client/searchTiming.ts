/**
 * `window.__searchTiming`, read by benchmarks (cold and warm search latency):
 * - indexBytes: size of the downloaded index JSON (uncompressed bytes),
 * - coldMs: first search, from the request to its results, index download and
 *   metadata build included,
 * - lastQueryMs: the latest search, from the request to its results.
 * Every value is null until measured.
 */
export interface SearchTiming {
  indexBytes: number | null;
  coldMs: number | null;
  lastQueryMs: number | null;
}

declare global {
  interface Window {
    __searchTiming?: SearchTiming;
  }
}

export function recordSearchTiming(patch: Partial<SearchTiming>): void {
  if (typeof window === 'undefined') {
    return;
  }
  window.__searchTiming = {indexBytes: null, coldMs: null, lastQueryMs: null, ...window.__searchTiming, ...patch};
}
