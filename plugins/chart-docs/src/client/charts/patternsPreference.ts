/**
 * The site-wide "Patterns" switch: when on, charts fill their shapes with
 * patterns as well as colors. Remembered in localStorage; any stored value
 * other than `on` or `off` is ignored (off).
 */
import {useSyncExternalStore} from 'react';

export const PATTERNS_STORAGE_KEY = 'chart-patterns';

const listeners = new Set<() => void>();
// The switch's value where localStorage is refused (privacy settings).
let memory = false;

function readStored(): boolean {
  try {
    return window.localStorage.getItem(PATTERNS_STORAGE_KEY) === 'on';
  } catch {
    return memory;
  }
}

export function patternsEnabled(): boolean {
  return typeof window === 'undefined' ? false : readStored();
}

export function setPatternsEnabled(enabled: boolean): void {
  memory = enabled;
  try {
    window.localStorage.setItem(PATTERNS_STORAGE_KEY, enabled ? 'on' : 'off');
  } catch {
    // Not remembered across pages, but applied now.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the switch.
  const onStorage = (event: StorageEvent) => event.key === PATTERNS_STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether pattern fills are on; the prerendered page says off. */
export function usePatterns(): boolean {
  return useSyncExternalStore(subscribe, patternsEnabled, () => false);
}
