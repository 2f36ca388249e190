import type {LineConfig} from '@ant-design/plots';
import {Signups as Typed} from '../recipes/typescript/snippet-4.tsx';
import {Signups} from '../recipes/typescript/snippet-6.tsx';
import {config} from '../recipes/typescript/snippet-1.ts';
import {tooltip} from '../recipes/typescript/snippet-5.ts';
import {record} from './facts.ts';

// Points drawn, so a click can land on one record. Their positions are recorded when the pointer first moves over
// the plot (onEvent is bound after the first render, so it never sees that one).
const clickable: LineConfig = {
  ...config,
  tooltip,
  height: 240,
  point: {size: 6},
  onEvent: (plot, event) => {
    if (event.type === 'plot:mousemove')
      record(
        'points',
        config.data.map((row) => plot.chart.getXY(row)),
      );
  },
};

export default function TypeScriptPage() {
  return (
    <>
      <section aria-label="Signups">
        <Signups config={clickable} onPick={(week) => record('picked', week)} />
      </section>
      <Typed signups={config.data.map((row) => ({week: String(row.week), signups: Number(row.signups)}))} />
    </>
  );
}
