import {guardLoops, LOOP_GUARD_NAME} from '../guardLoops';
import {callTimeoutMessage, createLoopGuard, type LoopGuard} from '../loopGuard';
import {manualGuard} from './manualGuard';

function run(code: string, guard: LoopGuard): unknown {
  return new Function(LOOP_GUARD_NAME, guardLoops(code))(guard);
}

describe('the guard on function entries', () => {
  it('stops code whose functions keep being entered past the budget without the page getting a turn', () => {
    const {guard, advance} = manualGuard();
    guard.enter(3);
    advance(60);
    guard.enter(3);
    advance(60);
    expect(() => guard.enter(9)).toThrow(new RangeError(callTimeoutMessage(9, 100)));
  });

  it('starts counting again once the page has had a turn', () => {
    const {guard, advance, nextTask} = manualGuard();
    for (let i = 0; i < 10; i += 1) {
      guard.enter(3);
      advance(90);
      nextTask();
    }
  });

  it('after a stop, fails every guarded step of the evaluation at once, even after the page has had a turn', () => {
    const {guard, advance, nextTask} = manualGuard();
    const entry = guard(5);
    advance(101);
    expect(() => {
      for (let i = 0; i < 2048; i += 1) entry.tick();
    }).toThrow(/A loop ran more than 100 ms on line 5/);
    // A render React retries in the same task: a new loop entry and a function entry fail at once.
    expect(() => guard(5)).toThrow(/A loop ran more than 100 ms on line 5/);
    expect(() => guard.enter(2)).toThrow(/A loop ran more than 100 ms on line 5/);
    nextTask();
    expect(() => guard.enter(2)).toThrow(/A loop ran more than 100 ms on line 5/);
    expect(() => manualGuard().guard.enter(2)).not.toThrow();
  });

  it('stops endless microtask recursion and promise recursion, on the real clock', async () => {
    const started = Date.now();
    const stoppedMicrotasks = await new Promise<unknown>((resolve) => {
      // Each microtask reports its own throw, as the window would.
      const queue = (callback: () => void) =>
        queueMicrotask(() => {
          try {
            callback();
          } catch (error) {
            resolve(error);
          }
        });
      new Function(LOOP_GUARD_NAME, 'queue', guardLoops('const f = () => queue(f); f();'))(
        createLoopGuard({budgetMs: 30}),
        queue,
      );
    });
    expect(String(stoppedMicrotasks)).toMatch(/ran more than 30 ms without a break/);

    const promises = new Function(
      LOOP_GUARD_NAME,
      guardLoops('const f = () => Promise.resolve().then(f); return f();'),
    )(createLoopGuard({budgetMs: 30})) as Promise<unknown>;
    await expect(promises).rejects.toThrow(/ran more than 30 ms without a break/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('guards every kind of function and keeps what the code computes', () => {
    const code = [
      'function add(a, b) { return a + b; }',
      'const twice = (x) => x * 2;',
      'const make = () => ({value: 3});',
      'const nested = () => () => 4;',
      'class Box { constructor(v) { this.v = v; } get double() { return this.v * 2; } static of(v) { return new Box(v); } }',
      'const obj = {m() { return 5; }};',
      'async function later() { return 6; }',
      'function* gen() { yield 7; }',
      'return [add(1, 2), twice(4), make().value, nested()(), Box.of(5).double, obj.m(), later() instanceof Promise, [...gen()][0]];',
    ].join('\n');
    const guarded = guardLoops(code);
    expect(guarded.split('.enter(').length - 1).toBe(11);
    expect(run(code, createLoopGuard())).toEqual([3, 8, 3, 4, 10, 5, true, 7]);
    expect(guarded.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('closes an arrow body before the loop around it', () => {
    const code =
      'let t = 0; let f; for (let i = 0; i < 3; i++) f = () => i; t = f(); while (t < 5) t = ((x) => x + 1)(t); return t;';
    expect(run(code, createLoopGuard())).toBe(5);
  });
});
