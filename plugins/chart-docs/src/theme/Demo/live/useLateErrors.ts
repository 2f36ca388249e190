import {useEffect, useMemo, useState} from 'react';
import {createCallbackGuard, type CallbackGuard} from './callbackGuard';

interface LateErrors {
  /** The error that code threw after its evaluation, if any (cleared by new code). */
  error: unknown;
  callbacks: CallbackGuard;
  /** For the loop guard: a loop it stops may land where no wrapper runs. */
  onLoopStopped: (error: RangeError) => void;
}

/**
 * Errors of edited code that arrive after it ran: from its timers, frames and
 * event handlers (through the callback guard), and the loop guard's own
 * errors wherever they land (a promise callback, a listener added to
 * `window`): those reach the window as uncaught errors, are recognised as
 * this code's, and are shown in its demo instead of the console. Any other
 * error on the page is left alone. Timers of old code are cleared when the
 * code changes or the demo unmounts.
 */
export function useLateErrors(code: string): LateErrors {
  const [late, setLate] = useState<{code: string; error: unknown} | null>(null);
  const {callbacks, stoppedLoops, onLoopStopped} = useMemo(() => {
    const loops = new WeakSet<RangeError>();
    return {
      callbacks: createCallbackGuard((error) => setLate({code, error})),
      stoppedLoops: loops,
      onLoopStopped: (error: RangeError) => {
        loops.add(error);
      },
    };
  }, [code]);

  useEffect(() => () => callbacks.dispose(), [callbacks]);

  useEffect(() => {
    const claim = (event: Event, error: unknown) => {
      if (error instanceof RangeError && stoppedLoops.has(error)) {
        // Handled here: the browser does not report it as uncaught.
        event.preventDefault();
        callbacks.dispose();
        setLate({code, error});
      }
    };
    const onError = (event: ErrorEvent) => claim(event, event.error);
    const onRejection = (event: PromiseRejectionEvent) => claim(event, event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [code, callbacks, stoppedLoops]);

  return {
    error: late && late.code === code ? late.error : null,
    callbacks,
    onLoopStopped,
  };
}
