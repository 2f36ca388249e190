import React, {createContext, useContext, useMemo, useState} from 'react';
import type {OptionValue, OptionValues} from '../../client/charts/chartOverrides';

export interface ChartOptionsState {
  /** Changed options by path; the Usage demo draws with them. */
  values: OptionValues;
  /** Counts resets; see ChartOverrides.generation. */
  generation: number;
  setValue: (path: string, value: OptionValue) => void;
  resetValue: (path: string) => void;
  /** Replaces every change at once (a shared link, or Reset options with `{}`). */
  replaceAll: (values: OptionValues) => void;
}

const ChartOptionsContext = createContext<ChartOptionsState | null>(null);

/**
 * Holds the option changes of one chart page: the props table's controls
 * write them and the page's Usage demo reads them. Outside a chart page there
 * is no provider, and tables show no controls.
 */
export function ChartOptionsProvider({children}: {children: React.ReactNode}): React.JSX.Element {
  const [{values, generation}, setState] = useState<{values: OptionValues; generation: number}>({
    values: {},
    generation: 0,
  });
  const state = useMemo<ChartOptionsState>(() => {
    // Any option that was set and no longer is counts as a reset.
    const replace = (next: OptionValues): void =>
      setState((current) => {
        const removed = Object.keys(current.values).some((key) => !Object.prototype.hasOwnProperty.call(next, key));
        return {values: next, generation: current.generation + (removed ? 1 : 0)};
      });
    return {
      values,
      generation,
      setValue: (path, value) => setState((current) => ({...current, values: {...current.values, [path]: value}})),
      resetValue: (path) =>
        setState((current) =>
          Object.prototype.hasOwnProperty.call(current.values, path)
            ? {
                values: Object.fromEntries(Object.entries(current.values).filter(([key]) => key !== path)),
                generation: current.generation + 1,
              }
            : current,
        ),
      replaceAll: replace,
    };
  }, [values, generation]);
  return <ChartOptionsContext.Provider value={state}>{children}</ChartOptionsContext.Provider>;
}

export function useChartOptions(): ChartOptionsState | null {
  return useContext(ChartOptionsContext);
}
