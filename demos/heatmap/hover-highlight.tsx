/**
 * title: Heatmap that outlines the hovered cell
 * description: Share of a streaming service's viewers watching each of six genres per evening hour; with the `element-active` interaction, hovering a cell puts it in the active state, which `state.active` outlines in black.
 * keywords: state, active, hover, highlight, element-active, interactions, outline
 * topics: state, colors
 * order: 10
 * height: 360
 */
import React from 'react';
import {Heatmap} from '@ant-design/plots';

const hours = ['18h', '19h', '20h', '21h', '22h', '23h'];
// Percent of the viewers of each hour; each column adds up to 100.
const shares: Record<string, number[]> = {
  Drama: [18, 21, 26, 30, 28, 22],
  Comedy: [22, 24, 22, 19, 17, 15],
  Documentary: [14, 12, 10, 9, 8, 9],
  Kids: [27, 22, 12, 4, 2, 1],
  Thriller: [8, 10, 15, 20, 25, 30],
  Reality: [11, 11, 15, 18, 20, 23],
};

const data = Object.entries(shares).flatMap(([genre, values]) =>
  values.map((share, i) => ({genre, hour: hours[i], share})),
);

export default function Demo() {
  return (
    <Heatmap
      data={data}
      xField="hour"
      yField="genre"
      colorField="share"
      color={['#F9F0FF', '#D3ADF7', '#9254DE', '#531DAB']}
      heatmapStyle={{stroke: '#fff', lineWidth: 2}}
      state={{active: {style: {stroke: '#000', lineWidth: 2}}}}
      interactions={[{type: 'element-active'}]}
      label={{formatter: (d) => `${d.share}%`, style: {fill: '#262626', fontSize: 11}}}
      meta={{
        genre: {type: 'cat', values: Object.keys(shares).reverse(), alias: 'Genre'},
        hour: {alias: 'Hour'},
        share: {alias: 'Share of viewers (%)'},
      }}
      xAxis={{position: 'top', grid: null}}
      legend={false}
    />
  );
}
