/**
 * title: Line with anomalies marked
 * description: Requests per minute to an API over one hour as a line in one view, with the four minutes flagged as anomalies drawn as red points by a second view holding only those records, on the same synced scales, and the incident window shaded by a `region` annotation.
 * keywords: mix, views, anomaly detection, point, line, region annotation, monitoring
 * topics: dashboards
 * order: 7
 */
import React from 'react';
import {Mix} from '@ant-design/plots';

// A slow rhythm with small noise and a short incident from minute 34 to 37.
const data = Array.from({length: 60}, (_, minute) => {
  const base = 820 + 60 * Math.sin(minute / 9) + ((minute * 17) % 7) * 6;
  const incident = minute >= 34 && minute <= 37 ? [640, 910, 380, 170][minute - 34] : 0;
  const requests = Math.round(base + incident);
  return {minute, requests, anomaly: incident > 0};
});

const anomalies = data.filter((d) => d.anomaly);

// Both views share one numeric x scale (0–59), written as clock times.
const minuteScale = {
  type: 'linear' as const,
  min: 0,
  max: 59,
  sync: true,
  alias: 'Time',
  formatter: (m: number) => `10:${String(m).padStart(2, '0')}`,
};

export default function Demo() {
  return (
    <Mix
      syncViewPadding
      tooltip={{shared: true, showMarkers: false}}
      views={[
        {
          data,
          meta: {requests: {alias: 'Requests / min', min: 0, max: 2000, sync: true}, minute: minuteScale},
          axes: {minute: {tickInterval: 10}, requests: {title: {text: 'Requests per minute'}}},
          geometries: [{type: 'line', xField: 'minute', yField: 'requests', mapping: {color: '#5B8FF9'}}],
          annotations: [
            {
              type: 'region',
              start: [33.5, 'min'],
              end: [37.5, 'max'],
              style: {fill: '#F4664A', fillOpacity: 0.08},
            },
            {
              type: 'text',
              position: [37.5, 1900],
              content: 'Incident',
              offsetX: 6,
              style: {fill: '#F4664A', fontSize: 12},
            },
          ],
        },
        {
          data: anomalies,
          meta: {requests: {alias: 'Anomaly', min: 0, max: 2000, sync: true}, minute: minuteScale},
          axes: false,
          geometries: [
            {
              type: 'point',
              xField: 'minute',
              yField: 'requests',
              mapping: {color: '#F4664A', size: 5, shape: 'circle'},
            },
          ],
        },
      ]}
    />
  );
}
