/**
 * Edited demo code also runs later than its evaluation: in timers, animation
 * frames and event handlers. An error thrown there (a loop the loop guard
 * stopped, or any throw) would escape react-live as an uncaught page error and
 * never show in the demo. The code's scope gets these functions instead of the
 * window's: each callback runs inside a try/catch that reports the error to
 * the demo (which shows it as it shows a render error) and then stops every
 * timer the code started, so a failing interval does not fail again and again.
 * Errors elsewhere on the page are none of its business.
 */

type Callback = (...args: never[]) => unknown;

/** The window functions the guard stands in for (the window itself, or a stand-in in tests). */
export interface TimerHost {
  setTimeout(callback: () => void, ms?: number): number;
  clearTimeout(id: number | undefined): void;
  setInterval(callback: () => void, ms?: number): number;
  clearInterval(id: number | undefined): void;
  requestAnimationFrame(callback: (time: number) => void): number;
  cancelAnimationFrame(id: number): void;
  queueMicrotask(callback: () => void): void;
}

/** What edited code finds under the window's names: the same signatures, guarded callbacks. */
export interface GuardedTimers {
  setTimeout: (callback: unknown, ms?: number, ...args: unknown[]) => number;
  setInterval: (callback: unknown, ms?: number, ...args: unknown[]) => number;
  clearTimeout: (id?: number) => void;
  clearInterval: (id?: number) => void;
  requestAnimationFrame: (callback: unknown) => number;
  cancelAnimationFrame: (id: number) => void;
  queueMicrotask: (callback: unknown) => void;
}

export interface CallbackGuard {
  /** For the edited code's scope, in place of the window's functions of these names. */
  readonly timers: GuardedTimers;
  /**
   * The function, running inside a try/catch that reports its error (and
   * returns undefined then). One wrapper per function, so a handler keeps its
   * identity from render to render.
   */
  wrap<F extends Callback>(callback: F): F;
  /**
   * Clears every timer and frame the code started, and runs nothing of the
   * code from then on: the code was edited again, or the demo went away (the
   * old code's component may still render once while the new code compiles,
   * and must not start new timers then).
   */
  dispose(): void;
  /** Runs `cleanup` on dispose (listeners the code added elsewhere); at once if already disposed. */
  onDispose(cleanup: () => void): void;
}

function requireFunction(name: string, callback: unknown): asserts callback is Callback {
  if (typeof callback !== 'function') {
    // A string would be evaluated as code by the window's own function: refused, with a reason.
    throw new TypeError(`${name} needs a function here, not ${typeof callback}.`);
  }
}

export function createCallbackGuard(
  report: (error: unknown) => void,
  host: TimerHost = globalThis as unknown as TimerHost,
): CallbackGuard {
  const timeouts = new Set<number>();
  const intervals = new Set<number>();
  const frames = new Set<number>();
  const wrapped = new WeakMap<Callback, Callback>();
  // After a reported error, or dispose, nothing of this code runs again.
  let stopped = false;

  const clearAll = (): void => {
    timeouts.forEach((id) => host.clearTimeout(id));
    intervals.forEach((id) => host.clearInterval(id));
    frames.forEach((id) => host.cancelAnimationFrame(id));
    timeouts.clear();
    intervals.clear();
    frames.clear();
  };
  const cleanups: Array<() => void> = [];
  const dispose = () => {
    stopped = true;
    clearAll();
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  const onDispose = (cleanup: () => void) => {
    if (stopped) cleanup();
    else cleanups.push(cleanup);
  };

  const run = (callback: Callback, self: unknown, args: unknown[]): unknown => {
    if (stopped) {
      return undefined;
    }
    try {
      return Reflect.apply(callback, self, args);
    } catch (error) {
      dispose();
      report(error);
      return undefined;
    }
  };

  const wrap = <F extends Callback>(callback: F): F => {
    let guarded = wrapped.get(callback);
    if (!guarded) {
      guarded = function guardedCallback(this: unknown, ...args: unknown[]) {
        return run(callback, this, args);
      } as Callback;
      wrapped.set(callback, guarded);
    }
    return guarded as F;
  };

  const timers: GuardedTimers = {
    setTimeout(callback, ms, ...args) {
      requireFunction('setTimeout', callback);
      if (stopped) return 0;
      const id = host.setTimeout(() => {
        timeouts.delete(id);
        run(callback, undefined, args);
      }, ms);
      timeouts.add(id);
      return id;
    },
    setInterval(callback, ms, ...args) {
      requireFunction('setInterval', callback);
      if (stopped) return 0;
      const id = host.setInterval(() => run(callback, undefined, args), ms);
      intervals.add(id);
      return id;
    },
    clearTimeout(id) {
      if (id !== undefined) timeouts.delete(id);
      host.clearTimeout(id);
    },
    clearInterval(id) {
      if (id !== undefined) intervals.delete(id);
      host.clearInterval(id);
    },
    requestAnimationFrame(callback) {
      requireFunction('requestAnimationFrame', callback);
      if (stopped) return 0;
      const id = host.requestAnimationFrame((time) => {
        frames.delete(id);
        run(callback, undefined, [time]);
      });
      frames.add(id);
      return id;
    },
    cancelAnimationFrame(id) {
      frames.delete(id);
      host.cancelAnimationFrame(id);
    },
    queueMicrotask(callback) {
      requireFunction('queueMicrotask', callback);
      host.queueMicrotask(() => run(callback, undefined, []));
    },
  };

  return {timers, wrap, dispose, onDispose};
}
