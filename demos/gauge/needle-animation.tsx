/**
 * title: Gauge needle sweeping to its value
 * description: A download speed test result (86% of the line's 500 Mbit/s): a timer in `useEffect` raises the value from zero with an ease-out curve through the drawn plot's `changeData` (kept from `onReady`), so the needle sweeps up to the result without the gauge being drawn again, and the effect clears the timer when done or unmounted.
 * keywords: gauge, animation, needle, useEffect, changeData, setInterval, speed test
 * topics: animation, shapes
 * order: 13
 * height: 300
 */
import React, {useCallback, useEffect, useRef} from 'react';
import {Gauge, type GaugeConfig} from '@ant-design/plots';

type GaugePlot = Parameters<NonNullable<GaugeConfig['onReady']>>[0];

const target = 0.86;
const steps = 40;

export default function Demo() {
  const plot = useRef<GaugePlot | null>(null);
  const onReady = useCallback((instance: GaugePlot) => {
    plot.current = instance;
  }, []);

  // Each step goes to the drawn plot's `changeData()`, which only turns the needle. A new `percent`
  // prop would redraw the whole gauge 40 times in 1.x (the component calls `render()` after
  // `changeData()`).
  useEffect(() => {
    let step = 0;
    const timer = setInterval(() => {
      step += 1;
      const t = step / steps;
      // ease-out cubic: fast at first, slowing down as the needle reaches the target
      plot.current?.changeData(target * (1 - Math.pow(1 - t, 3)));
      if (step >= steps) {
        clearInterval(timer);
      }
    }, 30);
    return () => clearInterval(timer);
  }, []);

  return (
    <Gauge
      percent={0}
      onReady={onReady}
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
          style: {fontSize: '32px', color: 'inherit'},
        },
      }}
    />
  );
}
