/**
 * title: Sparkline in a KPI card
 * description: A dashboard card showing this week's average checkout time (42 s, down 10% on last week) with a tiny line of the daily averages of the last 14 days under the figure.
 * keywords: tiny line, sparkline, KPI card, dashboard, statistic, trend
 * topics: dashboards
 * order: 3
 * height: 170
 */
import React from 'react';
import {TinyLine} from '@ant-design/plots';

// Daily averages of the last 14 days, oldest first.
const dailySeconds = [47, 46, 48, 45, 47, 49, 44, 44, 43, 42, 41, 43, 42, 40];
const thisWeek = dailySeconds.slice(7);
const lastWeek = dailySeconds.slice(0, 7);
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const change = (mean(thisWeek) - mean(lastWeek)) / mean(lastWeek);

export default function Demo() {
  return (
    <div style={{maxWidth: 480, padding: '12px 16px', border: '1px solid #e8e8e8', borderRadius: 8}}>
      <div style={{fontSize: 13, opacity: 0.65}}>Average checkout time</div>
      <div style={{display: 'flex', alignItems: 'baseline', gap: 8}}>
        <span style={{fontSize: 26, fontWeight: 600}}>{Math.round(mean(thisWeek))} s</span>
        {/* White on a dark green badge reads on a light and on a dark page alike. */}
        <span style={{color: '#fff', background: '#237804', borderRadius: 4, padding: '1px 6px', fontSize: 13}}>
          {change < 0 ? '▼' : '▲'} {Math.abs(Math.round(change * 100))}% vs last week
        </span>
      </div>
      <TinyLine
        data={dailySeconds}
        height={80}
        meta={{y: {min: 38, max: 50}}}
        smooth
        color="#30BF78"
        lineStyle={{lineWidth: 3}}
        point={{size: 3}}
      />
    </div>
  );
}
