import {guardLoops} from './guardLoops';
import {createLoopGuard, type LoopGuard} from './loopGuard';

/**
 * Edited code can make more code at run time: `eval(...)`, `new Function(...)`,
 * a function's `.constructor(...)` (async and generator ones too), a string
 * given to `setTimeout`. That code never passed through `guardLoops`, so its
 * endless loop would freeze the tab. Once the live editor has run code on a
 * page, those doors compile what they are given through the same guard,
 * reached through one global name that stands for the guard of the latest
 * evaluation; everything else about them is unchanged. Nothing of this is
 * installed on a page where nobody edits a demo.
 *
 * What stays open (SECURITY.md): a realm this page does not patch (a new
 * `<iframe>`'s `contentWindow.Function`), and a single long native call (a
 * catastrophic regular expression, `Array.from({length: 1e9})`), which no
 * JavaScript guard can interrupt.
 */
export const GLOBAL_GUARD_NAME = '__plotsLiveGuard';

type Kind = 'function' | 'async function' | 'function*' | 'async function*';
/** Any function: what `new Function(...)` and its kin make, and the constructors themselves. */
type AnyFunction = (...args: never[]) => unknown;

// The intrinsic constructors, read before anything is patched.
const RealFunction = Function;
const realEval = globalThis.eval;
const CONSTRUCTORS: ReadonlyArray<[AnyFunction, Kind]> = [
  [Function, 'function'],
  [async function () {}.constructor as AnyFunction, 'async function'],
  [function* () {}.constructor as AnyFunction, 'function*'],
  [async function* () {}.constructor as AnyFunction, 'async function*'],
];

let latestGuard: LoopGuard | null = null;
let fallbackGuard: LoopGuard | null = null;

/** Code made at run time from now on answers to this guard (the latest evaluation's). */
export function setDynamicCodeGuard(guard: LoopGuard): void {
  latestGuard = guard;
}

function currentGuard(): LoopGuard {
  return latestGuard ?? (fallbackGuard ??= createLoopGuard({stopsForGood: false}));
}

/** What `new Function(...args)` of this kind makes, with the body guarded. */
export function compileGuardedFunction(kind: Kind, args: readonly unknown[]): AnyFunction {
  const params = args.slice(0, -1).map(String).join(',');
  const body = args.length > 0 ? String(args[args.length - 1]) : '';
  // The same text the engine builds for `new Function`, so parameters and body parse as they would there.
  const source = `(${kind} anonymous(${params}\n) {\n${body}\n})`;
  return RealFunction(`return ${guardLoops(source, GLOBAL_GUARD_NAME)}`)() as AnyFunction;
}

/** `eval` of a string, guarded; like an indirect eval, it runs in the global scope. */
export function guardedEval(code: unknown): unknown {
  if (typeof code !== 'string') return code;
  return realEval(guardLoops(code, GLOBAL_GUARD_NAME));
}

function guardedConstructor(intrinsic: AnyFunction, kind: Kind): AnyFunction {
  const constructor = function (...args: unknown[]) {
    return compileGuardedFunction(kind, args);
  };
  // `instanceof Function` and checks by name (regenerator's `isGeneratorFunction`) keep working.
  constructor.prototype = intrinsic.prototype;
  Object.defineProperty(constructor, 'name', {value: intrinsic.name});
  return constructor;
}

/** The page's `Function`, as edited code's scope offers it. */
export const GuardedFunction = guardedConstructor(RealFunction, 'function') as FunctionConstructor;

function patchStringTimer(name: 'setTimeout' | 'setInterval'): void {
  const real = window[name] as (handler: unknown, ...rest: unknown[]) => number;
  const patched = function (this: unknown, handler: unknown, ...rest: unknown[]) {
    const callable = typeof handler === 'string' ? compileGuardedFunction('function', [handler]) : handler;
    return real.call(window, callable, ...rest);
  };
  Object.defineProperty(window, name, {value: patched, writable: true, configurable: true});
}

let installed = false;

/** Closes the doors above for the rest of the page's life; safe to call again. */
export function installDynamicCodeGuard(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  Object.defineProperty(window, GLOBAL_GUARD_NAME, {get: currentGuard, configurable: true});
  for (const [intrinsic, kind] of CONSTRUCTORS) {
    const replacement = intrinsic === RealFunction ? GuardedFunction : guardedConstructor(intrinsic, kind);
    Object.defineProperty(intrinsic.prototype, 'constructor', {value: replacement, writable: true, configurable: true});
  }
  // A call to a replaced `eval` is no longer a direct eval: the code runs in the global scope, guarded.
  Object.defineProperty(window, 'eval', {value: guardedEval, writable: true, configurable: true});
  patchStringTimer('setTimeout');
  patchStringTimer('setInterval');
}
