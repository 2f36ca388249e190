/**
 * What a visitor made in this tab (edited demo code, changed chart options),
 * kept in `sessionStorage` so that a reload (after a failed download, say)
 * does not lose it. The storage may be refused (privacy settings), full or
 * hold anything a script or an older version wrote: every read checks the
 * shape and every failure reads as "nothing kept".
 */

const PREFIX = 'plots-docs:';

/** Larger work is not kept: it would crowd out the rest of the tab's storage. */
export const MAX_KEPT_CHARS = 200_000;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Reading `sessionStorage` itself throws where storage is blocked.
    return null;
  }
}

/** The kept text under `key`, or null when there is none, it is not text, or the storage is refused. */
export function readTabWork(key: string): string | null {
  try {
    const value = storage()?.getItem(PREFIX + key) ?? null;
    return typeof value === 'string' && value.length <= MAX_KEPT_CHARS ? value : null;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key` (null forgets it); returns whether it is kept. */
export function writeTabWork(key: string, value: string | null): boolean {
  const store = storage();
  if (!store) return false;
  try {
    if (value === null || value.length > MAX_KEPT_CHARS) {
      store.removeItem(PREFIX + key);
      return false;
    }
    store.setItem(PREFIX + key, value);
    return true;
  } catch {
    // Full storage: the work stays on screen, only the copy for a reload is missing.
    return false;
  }
}

/** Key of a demo's edited code. */
export const editedCodeKey = (demoId: string): string => `code:${demoId}`;

/** Key of a chart page's changed options. */
export const chartOptionsKey = (pathname: string): string => `options:${pathname}`;
