import {useRef} from 'react';
import {Line, type BasePlot} from '@ant-design/plots';
import {SalesLine, type Sale} from '../recipes/export/src/SalesLine.tsx';
import {record, thrown} from './facts.ts';
import {SALES} from './sales.ts';

/** Values a CSV export must quote or neutralise, and a negative number it must keep a number. */
const AWKWARD: Sale[] = [
  {month: 'Jan, early', sales: 120},
  {month: '=HYPERLINK("https://example.org")', sales: 132},
  {month: '+1', sales: -5},
  {month: '@SUM(A1)', sales: 134},
];

const SMALL_LINE = {data: SALES, xField: 'month', yField: 'sales', height: 200};

/** The plot `onReady` receives, and what the component's other doors give for it. */
function Measured() {
  const chartRef = useRef<BasePlot | undefined>(undefined);
  return (
    <Line
      {...SMALL_LINE}
      chartRef={chartRef}
      onReady={(plot) => {
        const exportable: BasePlot = plot;
        record('onReadyMethods', [typeof exportable.downloadImage, typeof exportable.toDataURL]);
        record('dottedName', exportable.downloadImage?.('report v1.2'));
        // chartRef is set by an effect after onReady.
        setTimeout(() => {
          const copy = chartRef.current;
          record('chartRefIsPlot', copy === plot);
          record('chartRefSameChart', copy?.chart === plot.chart);
        });
      }}
    />
  );
}

function MeasuredSvg() {
  return (
    <Line
      {...SMALL_LINE}
      renderer="svg"
      onReady={(plot) => {
        const exportable: BasePlot = plot;
        record('svgMethods', [typeof exportable.downloadImage, typeof exportable.toDataURL]);
        record(
          'svgDownloadImage',
          thrown(() => exportable.downloadImage?.('svg')),
        );
        record(
          'svgToDataURL',
          thrown(() => exportable.toDataURL?.()),
        );
      }}
    />
  );
}

export default function ExportPage() {
  return (
    <>
      <section aria-label="canvas renderer">
        <SalesLine data={AWKWARD} />
      </section>
      <section aria-label="svg renderer">
        <SalesLine data={SALES} options={{renderer: 'svg'}} />
      </section>
      <Measured />
      <MeasuredSvg />
    </>
  );
}
