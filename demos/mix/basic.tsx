/**
 * title: Sales dashboard
 * description: One canvas, three `plots` placed by `region`: an online shop's monthly revenue as a line, the year's revenue by channel as a donut and by region as columns, all adding up to the same total.
 * keywords: mix, multi-view, dashboard, plots, region, combined
 * topics: basics, dashboards
 * order: 1
 * height: 560
 */
import React from 'react';
import {Mix} from '@ant-design/plots';

const monthly = [
  {month: 'Jan', revenue: 182},
  {month: 'Feb', revenue: 171},
  {month: 'Mar', revenue: 205},
  {month: 'Apr', revenue: 219},
  {month: 'May', revenue: 238},
  {month: 'Jun', revenue: 226},
  {month: 'Jul', revenue: 247},
  {month: 'Aug', revenue: 259},
  {month: 'Sep', revenue: 251},
  {month: 'Oct', revenue: 281},
  {month: 'Nov', revenue: 397},
  {month: 'Dec', revenue: 430},
];

const channels = [
  {channel: 'Organic search', revenue: 1320},
  {channel: 'Paid ads', revenue: 740},
  {channel: 'E-mail', revenue: 530},
  {channel: 'Social', revenue: 310},
  {channel: 'Referral', revenue: 206},
];

const regions = [
  {region: 'North America', revenue: 1240},
  {region: 'Europe', revenue: 910},
  {region: 'Asia Pacific', revenue: 640},
  {region: 'Latin America', revenue: 226},
  {region: 'Middle East & Africa', revenue: 90},
];

export default function Demo() {
  return (
    <Mix
      tooltip={{shared: true}}
      plots={[
        {
          type: 'line',
          region: {start: {x: 0, y: 0}, end: {x: 0.58, y: 0.46}},
          options: {
            data: monthly,
            xField: 'month',
            yField: 'revenue',
            smooth: true,
            point: {size: 3},
            meta: {revenue: {alias: 'Revenue (k$)'}},
            yAxis: {title: {text: 'Monthly revenue (k$)'}},
          },
        },
        {
          type: 'pie',
          region: {start: {x: 0.62, y: 0}, end: {x: 1, y: 0.46}},
          options: {
            data: channels,
            angleField: 'revenue',
            colorField: 'channel',
            radius: 0.85,
            innerRadius: 0.5,
            // Slices under a tenth are too narrow for their label: the tooltip gives their share.
            label: {
              type: 'inner',
              offset: '-50%',
              content: ({percent}) => (percent < 0.1 ? '' : `${Math.round(percent * 100)}%`),
              style: {fontSize: 10},
            },
            legend: {position: 'right', itemName: {style: {fontSize: 11}}},
            statistic: {
              title: {content: 'Total k$', offsetY: -4, style: {fontSize: '12px'}},
              content: {style: {fontSize: '18px', color: 'inherit'}},
            },
            tooltip: {showMarkers: false},
          },
        },
        {
          type: 'column',
          region: {start: {x: 0, y: 0.56}, end: {x: 1, y: 1}},
          options: {
            data: regions,
            xField: 'region',
            yField: 'revenue',
            label: {position: 'top'},
            meta: {revenue: {alias: 'Revenue (k$)'}},
            yAxis: {title: {text: 'Yearly revenue (k$)'}},
          },
        },
      ]}
    />
  );
}
