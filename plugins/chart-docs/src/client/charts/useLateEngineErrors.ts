import {useEffect, useState} from 'react';
import {describeError} from '@site/plugins/site-shell/src/client';
import type {ChartOverrides} from './chartOverrides';

/**
 * How long after an option change an uncaught error counts as the engine's
 * answer to it: the redraw, the labels (G2 renders them in a promise) and the
 * first animation frames (G draws in `requestAnimationFrame`) all happen
 * within it.
 */
export const LATE_ENGINE_ERROR_MS = 2000;

/**
 * The engine draws part of a chart after React's effects: in promises and
 * animation frames, where an error never reaches the demo's error boundary
 * and is reported as an uncaught page error. While the page's options are
 * changed, an error that reaches the window within `LATE_ENGINE_ERROR_MS` of a
 * change is taken as the engine failing on them: it is marked handled (the
 * browser does not report it) and thrown again while rendering, so the demo
 * shows it with the error boundary's message and the next change or a reset
 * draws again. Without changed options, errors are left alone.
 */
export function useLateEngineErrors(overrides: ChartOverrides | null): void {
  const [late, setLate] = useState<{overrides: ChartOverrides; error: unknown} | null>(null);
  const changed = overrides !== null && Object.keys(overrides.values).length > 0;
  useEffect(() => {
    if (!changed || !overrides) {
      return undefined;
    }
    const claim = (event: Event, error: unknown): void => {
      event.preventDefault();
      setLate({overrides, error});
    };
    const onError = (event: ErrorEvent): void => claim(event, event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent): void => claim(event, event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    const stop = (): void => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
    const timer = window.setTimeout(stop, LATE_ENGINE_ERROR_MS);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [changed, overrides]);
  if (late && late.overrides === overrides) {
    throw new Error(
      `The chart could not be drawn with the changed options (${describeError(late.error)}). ` +
        'Reset the last option, or Reset options.',
    );
  }
}
