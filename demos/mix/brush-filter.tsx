/**
 * title: Brush an overview to filter the detail view
 * description: Daily parcels shipped by a warehouse over 60 days, shown as detailed columns above a small overview area; dragging across the overview keeps only the brushed days in the columns, and a double click shows all days again.
 * keywords: mix, views, brush, sibling-x-filter, x-rect-mask, registerInteraction, filter, overview
 * topics: interaction, shapes, dashboards
 * order: 9
 * height: 460
 */
import React from 'react';
import {G2, Mix} from '@ant-design/plots';

// Dragging on a view draws an x mask that filters every sibling view to the days it covers.
G2.registerInteraction('overview-brush', {
  showEnable: [
    {trigger: 'plot:mouseenter', action: 'cursor:crosshair'},
    {trigger: 'plot:mouseleave', action: 'cursor:default'},
  ],
  start: [{trigger: 'plot:mousedown', action: ['x-rect-mask:start', 'x-rect-mask:show']}],
  processing: [
    {trigger: 'plot:mousemove', action: 'x-rect-mask:resize'},
    // The mask reports each change; the filter reads the x range the mask covers.
    {trigger: 'mask:change', action: 'sibling-x-filter:filter'},
  ],
  end: [{trigger: 'plot:mouseup', action: 'x-rect-mask:end'}],
  rollback: [{trigger: 'dblclick', action: ['x-rect-mask:hide', 'sibling-x-filter:reset']}],
});

const data = Array.from({length: 60}, (_, i) => ({
  day: i + 1,
  parcels: Math.round(1500 + 12 * i + 380 * Math.sin(i / 3.5) + ((i * 29) % 13) * 25 - (i % 7 === 6 ? 700 : 0)),
}));

export default function Demo() {
  return (
    <Mix
      tooltip={{showMarkers: false}}
      views={[
        {
          region: {start: {x: 0, y: 0}, end: {x: 1, y: 0.7}},
          data,
          meta: {day: {type: 'cat', alias: 'Day'}, parcels: {alias: 'Parcels shipped', min: 0}},
          axes: {day: {label: {autoHide: true}}, parcels: {title: {text: 'Parcels shipped'}}},
          geometries: [{type: 'interval', xField: 'day', yField: 'parcels', mapping: {color: '#5B8FF9'}}],
        },
        {
          region: {start: {x: 0, y: 0.76}, end: {x: 1, y: 1}},
          data,
          meta: {day: {type: 'cat', range: [0, 1], alias: 'Day'}, parcels: {min: 0}},
          axes: {day: {label: {autoHide: true}}, parcels: false},
          tooltip: false,
          geometries: [{type: 'area', xField: 'day', yField: 'parcels', mapping: {color: '#A7C2F8'}}],
          interactions: [{type: 'overview-brush'}],
        },
      ]}
    />
  );
}
