/**
 * title: A typed config, typed callbacks and your own records
 * description: Weekly signups of a newsletter as typed records: the config is a `LineConfig`, the field names are checked against the record type, and the tooltip formatter and click handler narrow the loose records they receive with a type guard.
 * keywords: typescript, types, LineConfig, generics, typed data, callbacks, Datum, onReady, formatter
 * topics: typescript
 * order: 43
 * height: 360
 */
import React, {useMemo, useState} from 'react';
import {Line} from '@ant-design/plots';
import type {LineConfig} from '@ant-design/plots';

/** Your own record type. */
interface Signup {
  week: string;
  signups: number;
}

/** Field names checked against the record: `'signup'` would not compile. */
const xField: keyof Signup = 'week';
const yField: keyof Signup = 'signups';

const data: Signup[] = [
  {week: 'W1', signups: 120},
  {week: 'W2', signups: 164},
  {week: 'W3', signups: 151},
  {week: 'W4', signups: 198},
  {week: 'W5', signups: 240},
  {week: 'W6', signups: 231},
];

/** G2Plot hands callbacks loose records; this narrows one to a Signup. */
function isSignup(value: unknown): value is Signup {
  const record = value as Partial<Signup> | null;
  return typeof record?.week === 'string' && typeof record.signups === 'number';
}

export default function Demo() {
  const [picked, setPicked] = useState<Signup | null>(null);

  // Memoised: a config rebuilt on every render (new callbacks) would redraw the chart on every click.
  const config = useMemo<LineConfig>(
    () => ({
      data,
      xField,
      yField,
      height: 320,
      point: {size: 5},
      meta: {signups: {alias: 'Signups'}},
      tooltip: {
        // The formatter's argument is a Datum (Record<string, any>): narrow it before use.
        formatter: (datum) => ({name: 'Signups', value: isSignup(datum) ? `${datum.signups} people` : ''}),
      },
      onReady: (plot) => {
        plot.on('element:click', (event: {data?: {data?: unknown}}) => {
          const record = event.data?.data;
          if (isSignup(record)) setPicked(record);
        });
      },
    }),
    [],
  );

  return (
    <div>
      <Line {...config} />
      <p style={{margin: '8px 0 0', minHeight: 24}}>
        {picked ? `${picked.week}: ${picked.signups} signups.` : 'Click a point.'}
      </p>
    </div>
  );
}
