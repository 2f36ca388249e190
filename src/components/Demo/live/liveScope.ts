import React from 'react';
import * as ThemedPlots from '@site/src/charts/themedPlots';
import {LOOP_GUARD_NAME} from './guardLoops';
import {createLoopGuard} from './loopGuard';

/** The modules demo code may import in the live editor. */
const LIVE_MODULES: Record<string, unknown> = {
  react: React,
  '@ant-design/plots': ThemedPlots,
};

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
 * chart components and React hooks for code that skips the imports, and a
 * fresh loop guard. Create one per evaluation.
 */
export function createLiveScope(): Record<string, unknown> {
  const require = (name: string): unknown => {
    if (Object.prototype.hasOwnProperty.call(LIVE_MODULES, name)) {
      return LIVE_MODULES[name];
    }
    throw new Error(`Cannot import "${name}" here: the live editor provides react and @ant-design/plots.`);
  };
  return {
    ...namedExports(ThemedPlots),
    React,
    useState: React.useState,
    useEffect: React.useEffect,
    useMemo: React.useMemo,
    useRef: React.useRef,
    useCallback: React.useCallback,
    require,
    exports: {},
    [LOOP_GUARD_NAME]: createLoopGuard(),
  };
}
