import {createCallbackGuard} from '../callbackGuard';

describe('createCallbackGuard', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reports an error thrown in a timer instead of letting it escape, and stops the code’s other timers', () => {
    const report = jest.fn();
    const {timers} = createCallbackGuard(report);
    const ticks = jest.fn();
    timers.setInterval(ticks, 10);
    timers.setTimeout(() => {
      throw new Error('boom');
    }, 25);
    jest.advanceTimersByTime(25);
    expect(report).toHaveBeenCalledWith(new Error('boom'));
    expect(ticks).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(1000);
    expect(ticks).toHaveBeenCalledTimes(2);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('reports a failing interval once, not on every tick', () => {
    const report = jest.fn();
    const {timers} = createCallbackGuard(report);
    timers.setInterval(() => {
      throw new RangeError('A loop ran more than 500 ms on line 3 and was stopped so the page stays responsive.');
    }, 100);
    jest.advanceTimersByTime(1000);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0][0]).toBeInstanceOf(RangeError);
  });

  it('passes arguments and results through, and clears what the code clears', () => {
    const report = jest.fn();
    const {timers} = createCallbackGuard(report);
    const later = jest.fn();
    timers.setTimeout(later, 5, 'a', 2);
    const cleared = jest.fn();
    timers.clearTimeout(timers.setTimeout(cleared, 5));
    const interval = jest.fn();
    const id = timers.setInterval(interval, 5);
    jest.advanceTimersByTime(5);
    timers.clearInterval(id);
    jest.advanceTimersByTime(50);
    expect(later).toHaveBeenCalledWith('a', 2);
    expect(cleared).not.toHaveBeenCalled();
    expect(interval).toHaveBeenCalledTimes(1);
    expect(report).not.toHaveBeenCalled();
  });

  it('clears every timer of the code on dispose (the code was edited again, or the demo went away)', () => {
    const {timers, dispose} = createCallbackGuard(jest.fn());
    const ticks = jest.fn();
    timers.setInterval(ticks, 10);
    timers.setTimeout(ticks, 50);
    timers.requestAnimationFrame(ticks);
    dispose();
    jest.advanceTimersByTime(1000);
    expect(ticks).not.toHaveBeenCalled();
  });

  it('runs nothing of the code after dispose: an old component rendering once more starts no timer', () => {
    const {timers, wrap, dispose} = createCallbackGuard(jest.fn());
    dispose();
    const ticks = jest.fn();
    timers.setInterval(ticks, 10);
    timers.setTimeout(ticks, 10);
    wrap(ticks)();
    jest.advanceTimersByTime(1000);
    expect(ticks).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('guards event handlers, keeping one wrapper per handler', () => {
    const report = jest.fn();
    const {wrap} = createCallbackGuard(report);
    const handler = jest.fn((value: number) => value * 2);
    const guarded = wrap(handler);
    expect(wrap(handler)).toBe(guarded);
    expect(guarded(21)).toBe(42);
    const failing = wrap(() => {
      throw new TypeError('data is undefined');
    });
    expect(() => failing()).not.toThrow();
    expect(report).toHaveBeenCalledWith(new TypeError('data is undefined'));
  });

  it('guards microtasks, and refuses code given as a string', async () => {
    jest.useRealTimers();
    const report = jest.fn();
    const {timers} = createCallbackGuard(report);
    timers.queueMicrotask(() => {
      throw new Error('late');
    });
    await Promise.resolve();
    expect(report).toHaveBeenCalledWith(new Error('late'));
    expect(() => timers.setTimeout('alert(1)', 0)).toThrow(
      new TypeError('setTimeout needs a function here, not string.'),
    );
  });
});
