/**
 * title: Line with a custom legend
 * description: Average monthly rainfall of four cities over one year, with the legend moved to the right, circle markers, full city names from an `itemName` formatter, and Cairo switched off at first with `legend.selected`.
 * keywords: legend, position, marker, itemName, selected, rainfall
 * topics: legend
 * order: 14
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rainfall: Record<string, number[]> = {
  BOM: [1, 0, 1, 1, 14, 520, 840, 585, 340, 65, 15, 4],
  SIN: [240, 110, 180, 175, 170, 140, 155, 150, 145, 165, 255, 300],
  LON: [55, 41, 41, 44, 49, 45, 45, 50, 49, 69, 60, 55],
  CAI: [5, 4, 3, 1, 0, 0, 0, 0, 0, 1, 3, 6],
};
const cityNames: Record<string, string> = {BOM: 'Mumbai', SIN: 'Singapore', LON: 'London', CAI: 'Cairo'};

const data = Object.entries(rainfall).flatMap(([city, values]) =>
  values.map((mm, i) => ({month: months[i], city, mm})),
);

export default function Demo() {
  return (
    <Line
      data={data}
      xField="month"
      yField="mm"
      seriesField="city"
      meta={{mm: {alias: 'Rainfall (mm)'}}}
      yAxis={{title: {text: 'Rainfall (mm)'}}}
      legend={{
        position: 'right',
        marker: {symbol: 'circle'},
        itemName: {formatter: (code: string) => cityNames[code] ?? code},
        selected: {CAI: false},
        // G2 greys a switched-off item to #D8D8D8, which a white page hides; a mid grey reads on both pages.
        itemStates: {unchecked: {nameStyle: {fill: '#8c8c8c'}}},
      }}
      tooltip={{formatter: (d) => ({name: cityNames[d.city], value: `${d.mm} mm`})}}
    />
  );
}
