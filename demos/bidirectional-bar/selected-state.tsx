/**
 * title: Preselect bars with setState
 * description: Seats won by two parties in eight districts; once the chart is ready, `setState('selected')` outlines every district where the blue party won more than 40 seats, and the `element-selected` interaction lets a click toggle a bar's selection.
 * keywords: bidirectional, state, setState, selected, element-selected, onReady
 * topics: state
 * order: 6
 */
import React from 'react';
import {BidirectionalBar} from '@ant-design/plots';

interface District {
  district: string;
  green: number;
  blue: number;
}

const data: District[] = [
  {district: 'Harbour', green: 38, blue: 22},
  {district: 'Old Town', green: 31, blue: 29},
  {district: 'Riverside', green: 24, blue: 41},
  {district: 'Hillcrest', green: 19, blue: 46},
  {district: 'Market', green: 33, blue: 27},
  {district: 'Northgate', green: 22, blue: 43},
  {district: 'Parkside', green: 35, blue: 25},
  {district: 'Millbrook', green: 28, blue: 32},
];

export default function Demo() {
  return (
    <BidirectionalBar
      data={data}
      xField="district"
      yField={['green', 'blue']}
      meta={{green: {alias: 'Green party seats'}, blue: {alias: 'Blue party seats'}}}
      xAxis={{position: 'bottom'}}
      yAxis={{green: {min: 0, max: 50}, blue: {min: 0, max: 50}}}
      color={['#30BF78', '#5B8FF9']}
      state={{selected: {style: {stroke: '#1D2129', lineWidth: 2}}}}
      interactions={[{type: 'element-selected'}]}
      legend={{position: 'top'}}
      tooltip={{showMarkers: false}}
      onReady={(plot) => {
        // Each side draws its own records, so only the right-hand ones carry `blue`.
        plot.setState('selected', (datum) => ((datum as Partial<District>).blue ?? 0) > 40);
      }}
    />
  );
}
