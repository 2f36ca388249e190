/**
 * title: Horizontal comparison funnel
 * description: Readers of two versions of a landing page at each step of an A/B test, with `compareField` and `isTransposed` drawing version A above version B from left to right.
 * keywords: compareField, isTransposed, A/B test, horizontal, comparison
 * topics: shapes
 * order: 10
 */
import React from 'react';
import {Funnel} from '@ant-design/plots';

const steps = ['Visited', 'Scrolled', 'Clicked CTA', 'Signed up'];
const versions: Record<string, number[]> = {
  'Version A': [5000, 3100, 820, 310],
  'Version B': [5000, 3450, 1140, 455],
};

const data = Object.entries(versions).flatMap(([version, counts]) =>
  counts.map((readers, i) => ({version, step: steps[i], readers})),
);

// Conversion text in a mid grey, which reads on a light and a dark page (the engine's default is dark in
// every theme); `fill` works although the option's type does not list it.
const conversionText = {fontSize: 12, fill: '#8c8c8c'};

export default function Demo() {
  return (
    <Funnel
      data={data}
      xField="step"
      yField="readers"
      compareField="version"
      isTransposed
      minSize={0.2}
      legend={{position: 'bottom'}}
      meta={{readers: {alias: 'Readers'}}}
      label={{
        position: 'middle',
        offset: 0,
        formatter: (d) => `${d.version.slice(-1)}: ${d.readers.toLocaleString('en-US')}`,
      }}
      conversionTag={{offsetX: 10, style: conversionText}}
    />
  );
}
