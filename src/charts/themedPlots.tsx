/**
 * On this site, `@ant-design/plots` resolves here (see plugins/chart-docs):
 * every chart component is wrapped so that it follows the site's color mode
 * unless the demo sets a `theme` itself. Demo files keep importing the real
 * package, so their code runs unchanged when pasted into a project.
 */
import React, {forwardRef, useContext} from 'react';
// The package entry itself, not the bare specifier that is aliased to this file.
import * as Plots from '@ant-design/plots/es/index.js';
import {useSiteColorMode} from './useSiteColorMode';
import {ChartOverridesContext, mergeOptionOverrides} from './chartOverrides';

export * from '@ant-design/plots/es/index.js';

interface ThemeableProps {
  theme?: unknown;
}

/** Keeps each component's own type: the wrapper only adds a default `theme`. */
function withSiteTheme<C extends React.ElementType>(Chart: C, name: string): C {
  const Themed = forwardRef<unknown, ThemeableProps>(function ThemedChart(props, ref) {
    const mode = useSiteColorMode();
    // Options changed with the chart page's controls (only its Usage demo is inside a provider).
    const overrides = useContext(ChartOverridesContext);
    const merged = mergeOptionOverrides(props, overrides?.values ?? null);
    const theme = merged.theme ?? (mode === 'dark' ? 'dark' : 'default');
    return React.createElement(Chart as React.ElementType, {...merged, theme, ref, key: overrides?.generation});
  });
  Themed.displayName = name;
  return Themed as unknown as C;
}

export const Area = withSiteTheme(Plots.Area, 'Area');
export const Bar = withSiteTheme(Plots.Bar, 'Bar');
export const BidirectionalBar = withSiteTheme(Plots.BidirectionalBar, 'BidirectionalBar');
export const Box = withSiteTheme(Plots.Box, 'Box');
export const Bullet = withSiteTheme(Plots.Bullet, 'Bullet');
export const Chord = withSiteTheme(Plots.Chord, 'Chord');
export const CirclePacking = withSiteTheme(Plots.CirclePacking, 'CirclePacking');
export const Column = withSiteTheme(Plots.Column, 'Column');
export const DualAxes = withSiteTheme(Plots.DualAxes, 'DualAxes');
export const Facet = withSiteTheme(Plots.Facet, 'Facet');
export const Funnel = withSiteTheme(Plots.Funnel, 'Funnel');
export const Gauge = withSiteTheme(Plots.Gauge, 'Gauge');
export const Heatmap = withSiteTheme(Plots.Heatmap, 'Heatmap');
export const Histogram = withSiteTheme(Plots.Histogram, 'Histogram');
export const Line = withSiteTheme(Plots.Line, 'Line');
export const Liquid = withSiteTheme(Plots.Liquid, 'Liquid');
export const Mix = withSiteTheme(Plots.Mix, 'Mix');
export const MultiView = withSiteTheme(Plots.MultiView, 'MultiView');
export const Pie = withSiteTheme(Plots.Pie, 'Pie');
export const Progress = withSiteTheme(Plots.Progress, 'Progress');
export const Radar = withSiteTheme(Plots.Radar, 'Radar');
export const RadialBar = withSiteTheme(Plots.RadialBar, 'RadialBar');
export const RingProgress = withSiteTheme(Plots.RingProgress, 'RingProgress');
export const Rose = withSiteTheme(Plots.Rose, 'Rose');
export const Sankey = withSiteTheme(Plots.Sankey, 'Sankey');
export const Scatter = withSiteTheme(Plots.Scatter, 'Scatter');
export const Stock = withSiteTheme(Plots.Stock, 'Stock');
export const Sunburst = withSiteTheme(Plots.Sunburst, 'Sunburst');
export const TinyArea = withSiteTheme(Plots.TinyArea, 'TinyArea');
export const TinyColumn = withSiteTheme(Plots.TinyColumn, 'TinyColumn');
export const TinyLine = withSiteTheme(Plots.TinyLine, 'TinyLine');
export const Treemap = withSiteTheme(Plots.Treemap, 'Treemap');
export const Venn = withSiteTheme(Plots.Venn, 'Venn');
export const Violin = withSiteTheme(Plots.Violin, 'Violin');
export const Waterfall = withSiteTheme(Plots.Waterfall, 'Waterfall');
export const WordCloud = withSiteTheme(Plots.WordCloud, 'WordCloud');
