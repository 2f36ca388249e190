/**
 * title: An average line in every panel
 * description: Weekly sales of four ice-cream flavours over 12 summer weeks, one column panel per flavour; `eachView` works out each flavour's own 12-week average and adds it as a dashed `line` annotation.
 * keywords: facet, annotations, average line, eachView, per panel, list, column
 * topics: annotations, dashboards
 * order: 10
 * height: 480
 */
import React from 'react';
import {Facet} from '@ant-design/plots';

const weeks = Array.from({length: 12}, (_, i) => `W${i + 23}`);
const sales: Record<string, number[]> = {
  Vanilla: [410, 436, 468, 502, 521, 548, 566, 559, 532, 497, 455, 418],
  Chocolate: [388, 402, 431, 455, 470, 493, 505, 499, 482, 451, 421, 392],
  Strawberry: [214, 236, 268, 301, 342, 377, 391, 384, 336, 287, 241, 205],
  Pistachio: [96, 101, 108, 117, 126, 131, 139, 142, 136, 124, 113, 104],
};

const data = Object.entries(sales).flatMap(([flavour, values]) =>
  values.map((tubs, i) => ({flavour, week: weeks[i], tubs})),
);

export default function Demo() {
  return (
    <Facet
      data={data}
      type="list"
      // A mid grey reads on a light and a dark page: the engine's panel titles are dark in every theme.
      title={{style: {fill: '#8c8c8c'}}}
      fields={['flavour']}
      cols={2}
      padding={[28, 16, 28, 44]}
      meta={{tubs: {sync: true, min: 0, max: 600, alias: 'Tubs sold'}}}
      axes={{week: {label: {autoHide: true}}}}
      tooltip={{showMarkers: false}}
      eachView={(_view, facet) => {
        const rows = (facet?.data ?? []) as typeof data;
        const average = Math.round(rows.reduce((sum, d) => sum + d.tubs, 0) / rows.length);
        return {
          type: 'column',
          options: {
            data: rows,
            xField: 'week',
            yField: 'tubs',
            color: '#FF99C3',
            annotations: [
              {
                type: 'line',
                start: ['min', average],
                end: ['max', average],
                style: {stroke: '#C2185B', lineDash: [4, 3], lineWidth: 1.5},
                text: {
                  content: `avg ${average}`,
                  position: 'end',
                  offsetY: -6,
                  style: {fill: '#C2185B', textAlign: 'end', fontSize: 11},
                },
              },
            ],
          },
        };
      }}
    />
  );
}
