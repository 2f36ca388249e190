/**
 * The run-time half of the loop guard: `guardLoops` makes every loop of edited
 * demo code open an entry (`__loopGuard(line)`) when it starts and call the
 * entry's `tick()` on every iteration, and every function call
 * `__loopGuard.enter(line)` first.
 * One entry of one loop may run for a time budget; after that `tick()` throws.
 * A loop that finishes is never stopped, however often the code runs it.
 * Functions entered again and again without the page getting a turn (endless
 * recursion through microtasks or promises, which no loop shows) are stopped
 * once the code has held the thread for the same budget. Once the guard has
 * stopped something, every guarded step of that evaluation fails at once from
 * then on, so a render that React or react-live retries does not wait the
 * budget out again (the next edit gets a fresh guard).
 */

/** How long one entry of one loop may run without a break before it is stopped. */
export const LOOP_TIME_BUDGET_MS = 500;

/**
 * Iterations before the first clock read of an entry (besides the one at its
 * start), and the most between two reads; the gap doubles from one to the
 * other. A loop with slow iterations is looked at soon, and a short loop
 * entered thousands of times reads the clock once per entry.
 */
const FIRST_CHECK = 16;
const MAX_CHECK_INTERVAL = 1024;

export interface LoopEntry {
  tick(): void;
}

export type LoopGuard = ((line: number) => LoopEntry) & {
  /** A guarded function was entered on `line`. */
  enter(line: number): void;
};

export interface LoopGuardOptions {
  budgetMs?: number;
  now?: () => number;
  /** Runs a callback in a later task (a timer), after the current script and its microtasks. */
  later?: (callback: () => void) => void;
  /** Told of each error the guard throws, before it is thrown (to recognise it wherever it lands). */
  onStop?: (error: RangeError) => void;
  /**
   * Whether a stop fails every later guarded step too (true for an evaluation's own code). The guard of
   * code made at run time says false: that door is shared by the whole page.
   */
  stopsForGood?: boolean;
}

export function loopTimeoutMessage(line: number, budgetMs: number): string {
  return `A loop ran more than ${budgetMs} ms on line ${line} and was stopped so the page stays responsive.`;
}

export function callTimeoutMessage(line: number, budgetMs: number): string {
  return (
    `The code ran more than ${budgetMs} ms without a break (last in the function on line ${line}) and was stopped ` +
    'so the page stays responsive: endless recursion, or microtasks or promises that keep scheduling each other?'
  );
}

/**
 * A fresh guard for one evaluation of edited code.
 *
 * Time counts only while a loop holds the thread: a loop in an async function
 * or a generator that waits for a timer or an event between iterations gives
 * the page its turn, so its clock starts again. A task counter, moved on by a
 * timer the guard arms, tells whether such a break happened. Microtasks do not
 * count as a break (`while (true) await null` starves the page as surely as a
 * plain endless loop).
 */
export function createLoopGuard({
  budgetMs = LOOP_TIME_BUDGET_MS,
  // Date.now, not performance.now: Chromium takes 4-6 times as long for the latter (about 250 ns
  // against 50 ns here), read at every loop entry; milliseconds are precise enough for the budget.
  now = Date.now,
  later = (callback) => setTimeout(callback, 0),
  onStop,
  stopsForGood = true,
}: LoopGuardOptions = {}): LoopGuard {
  let task = 0;
  let armed = false;
  const arm = () => {
    if (!armed) {
      armed = true;
      later(() => {
        armed = false;
        task += 1;
      });
    }
  };

  // What the guard said when it stopped the code; null while the code may run.
  let stoppedMessage: string | null = null;
  const stop = (message: string): never => {
    if (stopsForGood) stoppedMessage = message;
    const error = new RangeError(message);
    onStop?.(error);
    throw error;
  };
  const stopAgainIfStopped = () => {
    if (stoppedMessage !== null) stop(stoppedMessage);
  };
  // When the code first ran in the current task: function entries count from there.
  let sliceTask = -1;
  let sliceStartedAt = 0;

  const guard = (line: number): LoopEntry => {
    arm();
    stopAgainIfStopped();
    let startedAt = now();
    let startedInTask = task;
    let iterations = 0;
    let nextCheck = FIRST_CHECK;
    return {
      tick() {
        iterations += 1;
        if (iterations < nextCheck) {
          return;
        }
        nextCheck = iterations + Math.min(iterations, MAX_CHECK_INTERVAL);
        const time = now();
        if (startedInTask !== task) {
          startedAt = time;
          startedInTask = task;
          arm();
        } else if (time - startedAt > budgetMs) {
          stop(loopTimeoutMessage(line, budgetMs));
        } else {
          stopAgainIfStopped();
        }
      },
    };
  };
  const enter = (line: number): void => {
    arm();
    stopAgainIfStopped();
    const time = now();
    if (sliceTask !== task) {
      sliceTask = task;
      sliceStartedAt = time;
    } else if (time - sliceStartedAt > budgetMs) {
      stop(callTimeoutMessage(line, budgetMs));
    }
  };
  return Object.assign(guard, {enter});
}
