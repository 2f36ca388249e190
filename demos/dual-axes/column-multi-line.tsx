/**
 * title: Column with several lines
 * description: Monthly bikes sold by a shop from January to October as columns on the left axis, and the average price of its road and city bikes as two lines on the right axis, split by the line's `seriesField`.
 * keywords: dual axes, column, multi line, seriesField, price, units
 * topics: axis
 * order: 3
 */
import React from 'react';
import {DualAxes} from '@ant-design/plots';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'];
const units = [42, 48, 77, 118, 154, 171, 166, 149, 112, 74];
const roadPrice = [1420, 1405, 1390, 1360, 1340, 1335, 1310, 1290, 1275, 1250];
const cityPrice = [640, 655, 660, 672, 690, 705, 698, 684, 670, 662];

const unitData = months.map((month, i) => ({month, units: units[i]}));
const priceData = months.flatMap((month, i) => [
  {month, type: 'Road bike', price: roadPrice[i]},
  {month, type: 'City bike', price: cityPrice[i]},
]);

export default function Demo() {
  return (
    <DualAxes
      data={[unitData, priceData]}
      xField="month"
      yField={['units', 'price']}
      meta={{units: {alias: 'Bikes sold'}, price: {alias: 'Average price ($)'}}}
      yAxis={{
        units: {title: {text: 'Bikes sold'}},
        price: {title: {text: 'Average price ($)'}, min: 0},
      }}
      geometryOptions={[
        {geometry: 'column', color: '#9DB6F5', columnWidthRatio: 0.5},
        {geometry: 'line', seriesField: 'type', color: ['#E8684A', '#30BF78'], point: {size: 3}},
      ]}
      legend={{position: 'top'}}
    />
  );
}
