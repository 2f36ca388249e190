/**
 * title: Overlapping areas
 * description: Hourly website sessions from desktop and mobile devices over one day, drawn with `isStack` off as two smooth areas from zero, see-through with `areaStyle.fillOpacity`, so each device's curve can be read on its own.
 * keywords: overlap, isStack, transparent, fillOpacity, comparison, seriesField
 * topics: stacking
 * order: 5
 */
import React from 'react';
import {Area} from '@ant-design/plots';

const sessions: Record<string, number[]> = {
  Desktop: [
    120, 80, 60, 50, 55, 90, 240, 610, 980, 1150, 1210, 1180, 1050, 1160, 1200, 1140, 1020, 780, 520, 410, 360, 300,
    240, 170,
  ],
  Mobile: [
    340, 210, 140, 110, 120, 210, 420, 690, 720, 640, 610, 650, 820, 700, 640, 660, 720, 910, 1080, 1240, 1310, 1190,
    900, 560,
  ],
};

const data = Object.entries(sessions).flatMap(([device, values]) =>
  values.map((count, hour) => ({hour: `${String(hour).padStart(2, '0')}:00`, device, count})),
);

export default function Demo() {
  return (
    <Area
      data={data}
      xField="hour"
      yField="count"
      seriesField="device"
      isStack={false}
      smooth
      color={['#5B8FF9', '#F6903D']}
      areaStyle={{fillOpacity: 0.3}}
      legend={{position: 'top'}}
      meta={{count: {alias: 'Sessions'}}}
      xAxis={{tickCount: 8}}
      yAxis={{title: {text: 'Sessions per hour'}}}
    />
  );
}
