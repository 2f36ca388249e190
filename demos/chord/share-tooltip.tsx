/**
 * title: Chord with a share-of-exports tooltip
 * description: Trade in goods (billion USD) between five regions of a trade bloc in one year; the tooltip formatter writes each ribbon's flow and its share of the exporting region's total exports.
 * keywords: tooltip, formatter, share, chord, trade, exports
 * topics: tooltip
 * order: 2
 */
import React from 'react';
import {Chord} from '@ant-design/plots';

const data = [
  {exporter: 'North', importer: 'South', trade: 120},
  {exporter: 'North', importer: 'East', trade: 64},
  {exporter: 'North', importer: 'West', trade: 38},
  {exporter: 'South', importer: 'North', trade: 95},
  {exporter: 'South', importer: 'Islands', trade: 41},
  {exporter: 'East', importer: 'North', trade: 57},
  {exporter: 'East', importer: 'West', trade: 22},
  {exporter: 'West', importer: 'South', trade: 33},
  {exporter: 'Islands', importer: 'East', trade: 29},
  {exporter: 'Islands', importer: 'North', trade: 18},
];

const exportsOf = (country: string) => data.filter((d) => d.exporter === country).reduce((sum, d) => sum + d.trade, 0);

export default function Demo() {
  return (
    <Chord
      data={data}
      sourceField="exporter"
      targetField="importer"
      weightField="trade"
      tooltip={{
        formatter: (d) => {
          const share = ((d.value / exportsOf(d.source)) * 100).toFixed(0);
          return {name: `${d.source} → ${d.target}`, value: `$${d.value}B (${share}% of ${d.source}'s exports)`};
        },
      }}
    />
  );
}
