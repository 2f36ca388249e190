import {createLoopGuard, LOOP_TIME_BUDGET_MS, loopTimeoutMessage} from '../loopGuard';
import {manualGuard} from './manualGuard';

describe('createLoopGuard', () => {
  it('stops one entry of a loop that runs past the budget, naming its line', () => {
    const {guard, advance} = manualGuard();
    const entry = guard(12);
    entry.tick();
    advance(101);
    expect(() => {
      for (let i = 0; i < 2048; i += 1) entry.tick();
    }).toThrow(new RangeError('A loop ran more than 100 ms on line 12 and was stopped so the page stays responsive.'));
  });

  it('tells onStop of the error it throws, so it can be recognised wherever it lands', () => {
    let time = 0;
    const onStop = jest.fn();
    const guard = createLoopGuard({budgetMs: 100, now: () => time, later: () => undefined, onStop});
    const entry = guard(7);
    time = 101;
    let thrown: unknown;
    try {
      for (let i = 0; i < 2048; i += 1) entry.tick();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RangeError);
    expect(onStop).toHaveBeenCalledTimes(1);
    expect(onStop.mock.calls[0][0]).toBe(thrown);
  });

  it('counts time per entry: many short entries never add up', () => {
    const {guard, advance} = manualGuard();
    for (let run = 0; run < 1000; run += 1) {
      const entry = guard(3);
      for (let i = 0; i < 5000; i += 1) entry.tick();
      advance(50);
    }
  });

  it('reads the clock soon for slow iterations, rarely for fast ones', () => {
    let reads = 0;
    const guard = createLoopGuard({now: () => (reads += 1) && 0, later: () => undefined});
    const entry = guard(1);
    for (let i = 0; i < 1_000_000; i += 1) entry.tick();
    // The entry's own read, then iterations 16, 32, ... 1024, then every 1024th.
    expect(reads).toBeGreaterThan(970);
    expect(reads).toBeLessThan(1000);
  });

  it('restarts the clock of a loop that gave the page a turn (an async loop awaiting a timer)', () => {
    const {guard, advance, nextTask} = manualGuard();
    const entry = guard(7);
    for (let i = 0; i < 20; i += 1) {
      entry.tick();
      advance(60);
      nextTask();
    }
  });

  it('keeps counting through microtasks alone: `while (true) await null` is stopped', () => {
    const {guard, advance} = manualGuard();
    const entry = guard(7);
    expect(() => {
      for (let i = 0; i < 20; i += 1) {
        entry.tick();
        advance(60);
      }
    }).toThrow(/ran more than 100 ms on line 7/);
  });

  it('stops an async loop that only awaits resolved promises, on the real clock', async () => {
    const guard = createLoopGuard({budgetMs: 30});
    const spin = async () => {
      const entry = guard(4);
      for (;;) {
        entry.tick();
        await null;
      }
    };
    await expect(spin()).rejects.toThrow('A loop ran more than 30 ms on line 4');
  });

  it('lets an async loop that awaits timers run longer than the budget, on the real clock', async () => {
    const guard = createLoopGuard({budgetMs: 30});
    const entry = guard(4);
    const started = performance.now();
    // 40 iterations: the clock is read at the 16th and the 32nd, both past the budget since the entry.
    for (let i = 0; i < 40; i += 1) {
      entry.tick();
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    expect(performance.now() - started).toBeGreaterThan(90);
  });

  it('states the default budget in its message', () => {
    expect(LOOP_TIME_BUDGET_MS).toBe(500);
    expect(loopTimeoutMessage(12, LOOP_TIME_BUDGET_MS)).toBe(
      'A loop ran more than 500 ms on line 12 and was stopped so the page stays responsive.',
    );
  });
});
