import React, {createContext, useContext, useMemo, useState} from 'react';
import type {OptionValue, OptionValues} from '@site/src/charts/chartOverrides';

export interface ChartOptionsState {
  /** Changed options by path; the Usage demo draws with them. */
  values: OptionValues;
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
  const [values, setValues] = useState<OptionValues>({});
  const state = useMemo<ChartOptionsState>(
    () => ({
      values,
      setValue: (path, value) => setValues((current) => ({...current, [path]: value})),
      resetValue: (path) =>
        setValues((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== path))),
      replaceAll: (next) => setValues(next),
    }),
    [values],
  );
  return <ChartOptionsContext.Provider value={state}>{children}</ChartOptionsContext.Provider>;
}

export function useChartOptions(): ChartOptionsState | null {
  return useContext(ChartOptionsContext);
}
