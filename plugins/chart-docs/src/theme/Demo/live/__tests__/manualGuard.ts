import {createLoopGuard} from '../loopGuard';

/** A loop guard on a clock the test moves by hand, with timers the test fires by hand. */
export function manualGuard(budgetMs = 100) {
  let time = 0;
  const pending: Array<() => void> = [];
  const guard = createLoopGuard({budgetMs, now: () => time, later: (callback) => pending.push(callback)});
  return {
    guard,
    advance: (ms: number) => (time += ms),
    /** The page gets a turn: the timers armed so far fire. */
    nextTask: () => pending.splice(0).forEach((callback) => callback()),
  };
}
