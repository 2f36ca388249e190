import {createCallbackGuard} from '../callbackGuard';
import {GuardedFunction, guardedEval} from '../dynamicCode';
import {createEditedCodeGlobals} from '../windowProxies';

function globalsFor(report: (error: unknown) => void = () => undefined) {
  const callbacks = createCallbackGuard(report);
  return {callbacks, ...createEditedCodeGlobals({callbacks, eval: guardedEval, Function: GuardedFunction})};
}

describe('the window and document edited code sees', () => {
  it('hands out the code’s own timers, eval and Function, and reads everything else from the real ones', () => {
    const {callbacks, window: w, document: d} = globalsFor();
    expect(w.setInterval).toBe(callbacks.timers.setInterval);
    expect((w as unknown as {eval: unknown}).eval).toBe(guardedEval);
    expect((w as unknown as {Function: unknown}).Function).toBe(GuardedFunction);
    expect(w.innerWidth).toBe(window.innerWidth);
    expect(w.getComputedStyle).toBe(w.getComputedStyle);
    expect(w.getComputedStyle(document.body)).toBeDefined();
    const loose = w as unknown as {Map: MapConstructor; globalThis: unknown};
    expect(new loose.Map([[1, 2]]).get(1)).toBe(2);
    expect(w.window).toBe(w);
    expect(loose.globalThis).toBe(w);
    expect(w.document).toBe(d);
    expect(d.defaultView).toBe(w);
    expect(d.getElementById).toBeDefined();
    expect(d.body).toBe(document.body);
  });

  it('removes the listeners the code added once the code is replaced, and reports their errors', () => {
    const reported: unknown[] = [];
    const {callbacks, window: w, document: d} = globalsFor((error) => reported.push(error));
    const onResize = jest.fn();
    const onClick = jest.fn(() => {
      throw new Error('in a listener');
    });
    w.addEventListener('resize', onResize);
    d.addEventListener('click', onClick);
    window.dispatchEvent(new Event('resize'));
    document.dispatchEvent(new Event('click'));
    expect(onResize).toHaveBeenCalledTimes(1);
    expect(reported).toEqual([new Error('in a listener')]);
    callbacks.dispose();
    window.dispatchEvent(new Event('resize'));
    document.dispatchEvent(new Event('click'));
    expect(onResize).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('clears an interval started through window.setInterval when the code is replaced', () => {
    jest.useFakeTimers();
    try {
      const {callbacks, window: w} = globalsFor();
      const busy = jest.fn();
      w.setInterval(busy, 10);
      jest.advanceTimersByTime(30);
      expect(busy).toHaveBeenCalledTimes(3);
      callbacks.dispose();
      jest.advanceTimersByTime(100);
      expect(busy).toHaveBeenCalledTimes(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a string timer with a clear message', () => {
    const {window: w} = globalsFor();
    expect(() => w.setTimeout('while (true) {}' as unknown as () => void, 0)).toThrow(
      'setTimeout needs a function here, not string.',
    );
  });
});
