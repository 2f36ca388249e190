import {useState, type ComponentType} from 'react';
import {Column, DualAxes, Funnel, Heatmap, Line, Pie, Venn, type PlotEvent} from '@ant-design/plots';
import {count} from './facts.ts';

// Not a recipe's code: measures the updating recipe's "only data changed" row for several chart types.
// For each chart, the events a data-only change fires are counted as `{chart}:{event}`.
const COUNTED = new Set(['beforechangedata', 'afterchangedata', 'beforerender', 'afterrender']);

function counter(chart: string) {
  return (_plot: unknown, event: PlotEvent) => {
    if (COUNTED.has(event.type)) count(`${chart}:${event.type}`);
  };
}

const sales = (round: number) =>
  ['Jan', 'Feb', 'Mar', 'Apr'].map((month, i) => ({month, sales: 100 + i * 10 + round, visits: 50 + i + round}));
const cells = (round: number) =>
  ['Mon', 'Tue'].flatMap((day) => ['AM', 'PM'].map((half, i) => ({day, half, value: i + round})));
const sets = (round: number) => [
  {sets: ['A'], size: 10 + round},
  {sets: ['B'], size: 8},
  {sets: ['A', 'B'], size: 3},
];

// Callbacks defined once, outside the components: only `data` changes between renders.
const CHARTS: [string, ComponentType<{round: number}>][] = [
  ['Line', ({round}) => <Line data={sales(round)} xField="month" yField="sales" onEvent={LINE} height={160} />],
  ['Column', ({round}) => <Column data={sales(round)} xField="month" yField="sales" onEvent={COLUMN} height={160} />],
  ['Pie', ({round}) => <Pie data={sales(round)} angleField="sales" colorField="month" onEvent={PIE} height={160} />],
  [
    'DualAxes',
    ({round}) => (
      <DualAxes
        data={[sales(round), sales(round)]}
        xField="month"
        yField={['sales', 'visits']}
        onEvent={DUAL_AXES}
        height={160}
      />
    ),
  ],
  ['Funnel', ({round}) => <Funnel data={sales(round)} xField="month" yField="sales" onEvent={FUNNEL} height={160} />],
  [
    'Heatmap',
    ({round}) => (
      <Heatmap data={cells(round)} xField="half" yField="day" colorField="value" onEvent={HEATMAP} height={160} />
    ),
  ],
  ['Venn', ({round}) => <Venn data={sets(round)} setsField="sets" sizeField="size" onEvent={VENN} height={160} />],
];
const LINE = counter('Line');
const COLUMN = counter('Column');
const PIE = counter('Pie');
const DUAL_AXES = counter('DualAxes');
const FUNNEL = counter('Funnel');
const HEATMAP = counter('Heatmap');
const VENN = counter('Venn');

export default function UpdatingPage() {
  const [round, setRound] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRound(round + 1)}>
        Change data
      </button>
      {CHARTS.map(([name, Chart]) => (
        <section key={name} aria-label={name}>
          <Chart round={round} />
        </section>
      ))}
    </>
  );
}
