/**
 * title: App-wide chart defaults that follow the app's dark mode
 * description: A shop's monthly orders (column) and returns (line) in two charts that take `theme` and common options from one React context; the checkbox stands for the app's own dark mode, and ticking it redraws both with G2's dark theme on a dark background.
 * keywords: theme, dark mode, context, provider, defaults, wrapper, app-wide, colour scheme, useContext
 * topics: theme, colors
 * order: 40
 * height: 600
 */
import React, {createContext, useContext, useMemo, useState} from 'react';
import {Column, Line} from '@ant-design/plots';
import type {ColumnConfig, LineConfig} from '@ant-design/plots';

/** What every chart of the app shares. */
interface ChartDefaults {
  theme: 'default' | 'dark';
  appendPadding: number;
  background: string;
}

const LIGHT: ChartDefaults = {theme: 'default', appendPadding: 8, background: '#ffffff'};
const DARK: ChartDefaults = {theme: 'dark', appendPadding: 8, background: '#141414'};

const ChartDefaultsContext = createContext<ChartDefaults>(LIGHT);

/** The app's wrappers: each chart takes the defaults, its own props win. */
function AppColumn(props: ColumnConfig) {
  const {background, ...defaults} = useContext(ChartDefaultsContext);
  return (
    <div style={{background, padding: 8}}>
      <Column {...defaults} {...props} />
    </div>
  );
}

function AppLine(props: LineConfig) {
  const {background, ...defaults} = useContext(ChartDefaultsContext);
  return (
    <div style={{background, padding: 8}}>
      <Line {...defaults} {...props} />
    </div>
  );
}

const orders = [
  {month: 'Jan', orders: 320, returns: 21},
  {month: 'Feb', orders: 290, returns: 18},
  {month: 'Mar', orders: 410, returns: 30},
  {month: 'Apr', orders: 380, returns: 25},
  {month: 'May', orders: 460, returns: 28},
  {month: 'Jun', orders: 520, returns: 33},
];

export default function Demo() {
  // In an app this would come from its own setting or from matchMedia('(prefers-color-scheme: dark)').
  const [dark, setDark] = useState(false);
  const defaults = useMemo(() => (dark ? DARK : LIGHT), [dark]);

  return (
    <ChartDefaultsContext.Provider value={defaults}>
      <label style={{display: 'block', marginBottom: 8}}>
        <input type="checkbox" checked={dark} onChange={(event) => setDark(event.target.checked)} /> App dark mode
      </label>
      <div style={{display: 'grid', gap: 12}}>
        <AppColumn data={orders} xField="month" yField="orders" height={250} meta={{orders: {alias: 'Orders'}}} />
        <AppLine data={orders} xField="month" yField="returns" height={250} meta={{returns: {alias: 'Returns'}}} />
      </div>
    </ChartDefaultsContext.Provider>
  );
}
