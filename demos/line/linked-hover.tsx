/**
 * title: Temperature and rainfall charts with linked tooltips
 * description: A week of a town's temperatures (line) and rainfall (columns); pointing at a day in either chart opens the other chart's tooltip on the same day, through each plot's `tooltip:change` event and the other's `showTooltip`.
 * keywords: linked charts, synchronised tooltip, hover, tooltip:change, showTooltip, getXY, onReady, crosshair, dashboard
 * topics: interaction, events, dashboards
 * order: 42
 * height: 520
 */
import React, {useRef} from 'react';
import {Column, Line} from '@ant-design/plots';
import type {BasePlot} from '@ant-design/plots';

interface Day {
  day: string;
  temperature: number;
  rain: number;
}

const days: Day[] = [
  {day: 'Mon', temperature: 14, rain: 2},
  {day: 'Tue', temperature: 16, rain: 0},
  {day: 'Wed', temperature: 13, rain: 9},
  {day: 'Thu', temperature: 11, rain: 14},
  {day: 'Fri', temperature: 15, rain: 3},
  {day: 'Sat', temperature: 18, rain: 0},
  {day: 'Sun', temperature: 19, rain: 1},
];

interface TooltipChange {
  data?: {items?: {data?: Partial<Day>}[]};
}

export default function Demo() {
  const plots = useRef<{line?: BasePlot; column?: BasePlot}>({});
  // The day both tooltips show: showing the other tooltip fires its own tooltip:change, which stops here.
  const shownDay = useRef<string | null>(null);

  const link = (from: 'line' | 'column', to: 'line' | 'column') => (plot: BasePlot) => {
    plots.current[from] = plot;
    plot.on('tooltip:change', (event: TooltipChange) => {
      const day = event.data?.items?.[0]?.data?.day;
      const other = plots.current[to];
      if (!day || !other || day === shownDay.current) return;
      shownDay.current = day;
      const datum = days.find((d) => d.day === day);
      if (datum) other.chart.showTooltip(other.chart.getXY(datum));
    });
    plot.on('plot:leave', () => {
      shownDay.current = null;
      plots.current[to]?.chart.hideTooltip();
    });
  };

  return (
    <div style={{display: 'grid', gap: 16}}>
      <Line
        data={days}
        xField="day"
        yField="temperature"
        height={240}
        point={{size: 4}}
        meta={{temperature: {alias: 'Temperature (°C)'}}}
        onReady={link('line', 'column')}
      />
      <Column
        data={days}
        xField="day"
        yField="rain"
        height={240}
        meta={{rain: {alias: 'Rain (mm)'}}}
        onReady={link('column', 'line')}
      />
    </div>
  );
}
