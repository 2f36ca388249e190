import {createLoopGuard} from '../loopGuard';
import {
  compileGuardedFunction,
  GLOBAL_GUARD_NAME,
  GuardedFunction,
  guardedEval,
  installDynamicCodeGuard,
  setDynamicCodeGuard,
} from '../dynamicCode';

/** A guard whose clock moves 1 ms per read: an endless loop stops after a few thousand iterations. */
function fastGuard() {
  let time = 0;
  return createLoopGuard({budgetMs: 50, now: () => (time += 1), later: () => undefined});
}

const STOPPED = /A loop ran more than 50 ms on line \d+/;

beforeAll(() => installDynamicCodeGuard());
beforeEach(() => setDynamicCodeGuard(fastGuard()));

describe('code made at run time by edited code', () => {
  it('is guarded through Function, eval and every kind of function constructor', () => {
    expect(() => GuardedFunction('while (1) {}')()).toThrow(STOPPED);
    expect(() => (() => undefined).constructor('while (1) {}')()).toThrow(STOPPED);
    expect(() => window.eval('for (;;) {}')).toThrow(STOPPED);
    expect(() => guardedEval('do {} while (true)')).toThrow(STOPPED);
  });

  it('guards async and generator constructors reached through .constructor', async () => {
    const AsyncFunction = (async () => undefined).constructor as (...args: string[]) => () => Promise<unknown>;
    await expect(AsyncFunction('await null; while (true) {}')()).rejects.toThrow(STOPPED);
    // Once stopped, the guard fails everything until the page has had a turn: a fresh one for the next case.
    setDynamicCodeGuard(fastGuard());
    const GeneratorFunction = function* () {}.constructor as (...args: string[]) => () => Iterator<unknown>;
    expect(() => GeneratorFunction('while (true) yield 1;')().next()).not.toThrow();
    expect(() => {
      const it = GeneratorFunction('while (true) {}')();
      it.next();
    }).toThrow(STOPPED);
  });

  it('keeps what Function and eval do for finishing code', () => {
    expect(GuardedFunction('a', 'b', 'let t = 0; for (let i = 0; i < a; i++) t += b; return t;')(3, 4)).toBe(12);
    expect((compileGuardedFunction('function', ['x', 'return x * 2']) as (x: number) => number)(21)).toBe(42);
    expect(guardedEval('1 + 2')).toBe(3);
    expect(guardedEval(7)).toBe(7);
    const made = (() => undefined).constructor('return 5') as () => number;
    expect(made()).toBe(5);
    expect(made instanceof Function).toBe(true);
    expect(function () {}.constructor.name).toBe('Function');
  });

  it('compiles a string given to setTimeout through the guard', async () => {
    const uncaught = new Promise<unknown>((resolve) => {
      const onError = (event: ErrorEvent) => {
        event.preventDefault();
        window.removeEventListener('error', onError);
        resolve(event.error);
      };
      window.addEventListener('error', onError);
    });
    window.setTimeout('while (true) {}', 0);
    expect(String(await uncaught)).toMatch(STOPPED);
  });

  it('reaches the latest evaluation’s guard through one global name', () => {
    const guard = fastGuard();
    setDynamicCodeGuard(guard);
    expect((window as unknown as Record<string, unknown>)[GLOBAL_GUARD_NAME]).toBe(guard);
  });

  it('refuses code that does not parse with a SyntaxError, as Function does', () => {
    expect(() => GuardedFunction('return (')).toThrow(SyntaxError);
  });
});
