/**
 * title: Update the configuration
 * description: Monthly downloads of three mobile apps as a multi-series line chart whose smooth lines and legend are switched on and off from React state.
 * keywords: state, useState, config, smooth, legend, update
 * topics: shapes
 * order: 3
 * height: 396
 */
import React, {useState} from 'react';
import {Line} from '@ant-design/plots';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const downloads: Record<string, number[]> = {
  'Notes app': [120, 132, 128, 151, 170, 182, 176, 201],
  'Weather app': [210, 198, 224, 240, 262, 300, 322, 310],
  'Fitness app': [80, 96, 143, 128, 117, 124, 139, 151],
};

const data = Object.entries(downloads).flatMap(([app, values]) =>
  values.map((thousands, i) => ({month: months[i], app, thousands})),
);

export default function UpdateConfigDemo() {
  const [smooth, setSmooth] = useState(false);
  const [showLegend, setShowLegend] = useState(true);

  return (
    <div>
      <div style={{display: 'flex', gap: 16, marginBottom: 8}}>
        <label>
          <input type="checkbox" checked={smooth} onChange={(event) => setSmooth(event.target.checked)} /> Smooth lines
        </label>
        <label>
          <input type="checkbox" checked={showLegend} onChange={(event) => setShowLegend(event.target.checked)} /> Show
          legend
        </label>
      </div>
      {/* The chart fills its parent, so give the parent a height. */}
      <div style={{height: 360}}>
        <Line
          data={data}
          xField="month"
          yField="thousands"
          seriesField="app"
          smooth={smooth}
          legend={showLegend ? {position: 'top'} : false}
          yAxis={{title: {text: 'Downloads (thousands)'}}}
        />
      </div>
    </div>
  );
}
