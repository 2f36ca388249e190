/**
 * title: Treemap with drill-down
 * description: Downloads (thousands) of an app store's apps by category and app; with `drilldown` only the categories are drawn at first, clicking one shows its apps, and the breadcrumb under the chart leads back.
 * keywords: drilldown, breadCrumb, zoom, treemap, app store, downloads
 * topics: interaction
 * order: 3
 * height: 460
 */
import React from 'react';
import {Treemap} from '@ant-design/plots';

const data = {
  name: 'All apps',
  children: [
    {
      name: 'Games',
      children: [
        {name: 'Puzzle Quest', value: 820},
        {name: 'Kart Rush', value: 610},
        {name: 'Farm Days', value: 430},
        {name: 'Chess Pro', value: 150},
      ],
    },
    {
      name: 'Social',
      children: [
        {name: 'Chatterly', value: 970},
        {name: 'PhotoLoop', value: 540},
        {name: 'Meetup Now', value: 120},
      ],
    },
    {
      name: 'Productivity',
      children: [
        {name: 'NoteDock', value: 380},
        {name: 'TaskTree', value: 260},
        {name: 'ScanIt', value: 310},
      ],
    },
    {
      name: 'Health',
      children: [
        {name: 'StepCount', value: 290},
        {name: 'SleepWell', value: 180},
        {name: 'WaterMe', value: 90},
      ],
    },
    {
      name: 'Travel',
      children: [
        {name: 'TripFold', value: 210},
        {name: 'MetroMap', value: 160},
      ],
    },
  ],
};

export default function Demo() {
  return (
    <Treemap
      data={data}
      colorField="name"
      legend={false}
      drilldown={{enabled: true, breadCrumb: {position: 'bottom-left', rootText: 'All apps', dividerText: '›'}}}
      label={{style: {fontSize: 13}}}
      tooltip={{formatter: (d) => ({name: d.name, value: `${d.value.toLocaleString('en-US')}k downloads`})}}
    />
  );
}
