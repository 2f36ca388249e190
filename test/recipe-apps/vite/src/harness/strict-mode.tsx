import {useRef} from 'react';
import {Line, type BasePlot} from '@ant-design/plots';
import Sales from '../recipes/strict-mode/snippet-1.tsx';
import {count, record} from './facts.ts';
import {SALES} from './sales.ts';

/** Counts onReady calls; which plot chartRef holds at the end. */
export default function StrictModePage() {
  const chartRef = useRef<BasePlot | undefined>(undefined);
  return (
    <>
      <Sales data={SALES} />
      <Line
        data={SALES}
        xField="month"
        yField="sales"
        chartRef={chartRef}
        onReady={(plot) => {
          count('onReady');
          setTimeout(() => record('chartRefIsLastPlot', chartRef.current?.chart === plot.chart));
        }}
      />
    </>
  );
}
