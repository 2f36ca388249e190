/**
 * Starts the search worker, or returns null where workers are unavailable
 * (old browsers, server rendering, a CSP that forbids them); the caller then
 * runs the same pure functions on the main thread. The `new URL` form is what
 * lets the bundler (Rspack) emit the worker as its own chunk.
 */
export function createSearchWorker(): Worker | null {
  if (typeof window === 'undefined' || typeof Worker === 'undefined') {
    return null;
  }
  try {
    return new Worker(new URL('./searchWorker.ts', import.meta.url), {name: 'site-search'});
  } catch {
    return null;
  }
}
