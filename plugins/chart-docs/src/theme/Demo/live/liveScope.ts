import React from 'react';
import * as ThemedPlots from '../../../client/charts/themedPlots';
import type {CallbackGuard} from './callbackGuard';
import {LOOP_GUARD_NAME} from './guardLoops';
import {guardedReact} from './guardedReact';
import {createLoopGuard} from './loopGuard';
import {asError} from '@site/plugins/site-shell/src/client';
import {GuardedFunction, guardedEval, setDynamicCodeGuard} from './dynamicCode';
import {createEditedCodeGlobals} from './windowProxies';

/** Scope name of the function prepareLiveCode's wrapper turns any thrown value into an Error with. */
export const AS_ERROR_NAME = '__asError';

export interface LiveScopeOptions {
  /**
   * Guards what the code runs later (timers, frames, event handlers): its
   * errors go to the demo. Without it the code gets the window's own functions.
   */
  callbacks?: CallbackGuard;
  /** Told of each loop the loop guard stops. */
  onLoopStopped?: (error: RangeError) => void;
}

/**
 * Scope keys become parameter names of the compiled function, so only valid,
 * non-reserved identifiers may pass (a module namespace can carry `default`).
 */
function namedExports(module: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(module).filter(([name]) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default'),
  );
}

/**
 * What edited demo code runs with: `require` and `exports` for the import and
 * export statements (compiled to CommonJS by `prepareLiveCode`), the
 * chart components and React hooks for code that skips the imports, a
 * fresh loop guard (also for code it makes at run time), the guarded
 * `Function`, and (with `callbacks`) guarded timers and event handlers and
 * the `window` and `document` that hand them out. Create one per evaluation.
 */
export function createLiveScope({callbacks, onLoopStopped}: LiveScopeOptions = {}): Record<string, unknown> {
  const react = callbacks ? guardedReact(callbacks.wrap) : React;
  const loopGuard = createLoopGuard({onStop: onLoopStopped});
  // Code that this code makes at run time (eval, new Function, string timers) is guarded the same way;
  // its guard does not stay stopped, as any script of the page may make code through the same doors.
  setDynamicCodeGuard(createLoopGuard({onStop: onLoopStopped, stopsForGood: false}));
  const globals = callbacks ? createEditedCodeGlobals({callbacks, eval: guardedEval, Function: GuardedFunction}) : null;
  // The modules demo code may import in the live editor.
  const modules: Record<string, unknown> = {react, '@ant-design/plots': ThemedPlots};
  const require = (name: string): unknown => {
    if (Object.prototype.hasOwnProperty.call(modules, name)) {
      return modules[name];
    }
    throw new Error(`Cannot import "${name}" here: the live editor provides react and @ant-design/plots.`);
  };
  return {
    ...namedExports(ThemedPlots),
    ...callbacks?.timers,
    React: react,
    useState: React.useState,
    useEffect: react.useEffect,
    useMemo: React.useMemo,
    useRef: React.useRef,
    useCallback: React.useCallback,
    require,
    exports: {},
    Function: GuardedFunction,
    ...(globals && {
      window: globals.window,
      globalThis: globals.window,
      self: globals.window,
      document: globals.document,
    }),
    [AS_ERROR_NAME]: asError,
    [LOOP_GUARD_NAME]: loopGuard,
  };
}
