/**
 * Whether charts that show a preview may start the chart engine yet. The
 * engine is ~900 KB of script whose evaluation blocks the main thread; with a
 * picture already in the chart's place nothing is lost by waiting, so it
 * starts on the visitor's first interaction with a chart, or at an idle
 * moment, whichever comes first. On a phone that moment comes once the page
 * has settled after load; with a mouse, right after hydration (see
 * `pointsWithMouse`). Once started it stays started for the rest of the visit
 * (client-side navigations included).
 */
import {useEffect, useSyncExternalStore, type RefObject} from 'react';
import {ENGINE_IDLE_START_TIMEOUT_MS, ENGINE_QUIET_START_MS} from '../constants';

let started = false;
let idleScheduled = false;
const listeners = new Set<() => void>();

/** Lets every waiting chart load: called on interaction, on idle, and by charts without a preview. */
export function startChartEngine(): void {
  if (started) {
    return;
  }
  started = true;
  listeners.forEach((listener) => listener());
  listeners.clear();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, {timeout: ENGINE_IDLE_START_TIMEOUT_MS});
  } else {
    // Safari has no requestIdleCallback: a plain delay after load stands in.
    window.setTimeout(callback, ENGINE_IDLE_START_TIMEOUT_MS);
  }
}

/**
 * Calls back once the main thread has gone ENGINE_QUIET_START_MS without a
 * long task (hydration, route chunks and Docusaurus' link prefetching all come
 * after load). Browsers without long-task entries wait that long after load.
 */
function whenSettled(callback: () => void): void {
  const types = typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes;
  const observer = types.includes('longtask') ? new PerformanceObserver(restart) : null;
  let timer = 0;
  function restart(): void {
    window.clearTimeout(timer);
    if (started) {
      observer?.disconnect();
      return;
    }
    timer = window.setTimeout(() => {
      observer?.disconnect();
      callback();
    }, ENGINE_QUIET_START_MS);
  }
  observer?.observe({type: 'longtask'});
  restart();
}

/**
 * True when the primary pointer is a mouse or trackpad. Its visitor hovers a
 * chart to read it and expects the tooltip at once: the engine's fetch, start
 * and first draw take longer than that, and the pointer's first move over a
 * chart comes too late to begin them. Such machines are desktops and laptops,
 * which take the engine in their stride; phones and tablets (a coarse pointer
 * that cannot hover, as in Lighthouse's mobile emulation) keep the wait for
 * the settled page, where blocking time matters most.
 */
function pointsWithMouse(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover) and (pointer: fine)').matches;
}

/** Starts the engine at an idle moment once the page has loaded (and, on a phone, settled); once per visit. */
function scheduleIdleStart(): void {
  if (idleScheduled || started) {
    return;
  }
  idleScheduled = true;
  const startWhenIdle = (): void => whenIdle(startChartEngine);
  const afterLoad = pointsWithMouse() ? startWhenIdle : (): void => whenSettled(startWhenIdle);
  if (document.readyState === 'complete') {
    afterLoad();
  } else {
    window.addEventListener('load', afterLoad, {once: true});
  }
}

/** True once the engine may start; schedules the idle start on first use. */
export function useChartEngineStarted(): boolean {
  useEffect(scheduleIdleStart, []);
  return useSyncExternalStore(
    subscribe,
    () => started,
    () => false,
  );
}

/**
 * Starts the engine when the pointer already rests on the element, or focus is
 * already inside it, as the page hydrates. The bundle runs after the first
 * paint, so a visitor can point at a chart before any handler exists; the
 * browser keeps `:hover` and focus up to date regardless, while React never
 * reports that pointer again until it moves out and back.
 */
export function useStartForEarlyInteraction(ref: RefObject<Element | null>): void {
  useEffect(() => {
    if (ref.current?.matches(':hover, :focus-within')) {
      startChartEngine();
    }
  }, [ref]);
}
