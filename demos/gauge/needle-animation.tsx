/**
 * title: Gauge needle sweeping to its value
 * description: A download speed test result (86% of the line's 500 Mbit/s): a timer in `useEffect` raises `percent` from zero with an ease-out curve, so the needle sweeps up to the result, and the effect clears the timer when done or unmounted.
 * keywords: gauge, animation, needle, useEffect, useState, setInterval, speed test
 * topics: animation
 * order: 13
 * height: 300
 */
import React, {useEffect, useState} from 'react';
import {Gauge} from '@ant-design/plots';

const target = 0.86;
const steps = 40;

export default function Demo() {
  const [percent, setPercent] = useState(0);

  useEffect(() => {
    let step = 0;
    const timer = setInterval(() => {
      step += 1;
      const t = step / steps;
      // ease-out cubic: fast at first, slowing down as the needle reaches the target
      setPercent(target * (1 - Math.pow(1 - t, 3)));
      if (step >= steps) {
        clearInterval(timer);
      }
    }, 30);
    return () => clearInterval(timer);
  }, []);

  return (
    <Gauge
      percent={percent}
      range={{ticks: [0, 0.3, 0.7, 1], color: ['#E8684A', '#F6BD16', '#5AD8A6']}}
      indicator={{
        pointer: {style: {stroke: '#595959'}},
        pin: {style: {stroke: '#595959'}},
      }}
      axis={{label: {formatter: (v: string) => `${Math.round(Number(v) * 500)}`}, subTickLine: {count: 3}}}
      statistic={{
        title: {content: 'Mbit/s', offsetY: 0, style: {fontSize: '14px', color: '#8c8c8c'}},
        content: {
          formatter: (datum) => `${Math.round((datum?.percent ?? 0) * 500)}`,
          offsetY: -24,
          style: {fontSize: '32px', color: '#262626'},
        },
      }}
    />
  );
}
