/**
 * title: Bubble chart
 * description: GDP per capita against life expectancy for fifteen countries on a log x-axis, with `sizeField` sizing each bubble by population and `colorField` colouring it by continent.
 * keywords: bubble, sizeField, colorField, gapminder, population
 * topics: shapes
 * order: 2
 */
import React from 'react';
import {Scatter} from '@ant-design/plots';

const data = [
  {country: 'China', continent: 'Asia', gdp: 12.6, lifeExpectancy: 78.2, population: 1412},
  {country: 'India', continent: 'Asia', gdp: 2.4, lifeExpectancy: 67.2, population: 1408},
  {country: 'Japan', continent: 'Asia', gdp: 34.0, lifeExpectancy: 84.5, population: 125},
  {country: 'Indonesia', continent: 'Asia', gdp: 4.8, lifeExpectancy: 67.6, population: 274},
  {country: 'United States', continent: 'Americas', gdp: 76.3, lifeExpectancy: 76.3, population: 333},
  {country: 'Brazil', continent: 'Americas', gdp: 8.9, lifeExpectancy: 72.8, population: 214},
  {country: 'Mexico', continent: 'Americas', gdp: 11.5, lifeExpectancy: 70.2, population: 127},
  {country: 'Canada', continent: 'Americas', gdp: 55.5, lifeExpectancy: 81.7, population: 38},
  {country: 'Germany', continent: 'Europe', gdp: 48.7, lifeExpectancy: 80.6, population: 83},
  {country: 'France', continent: 'Europe', gdp: 40.9, lifeExpectancy: 82.3, population: 68},
  {country: 'Poland', continent: 'Europe', gdp: 18.7, lifeExpectancy: 75.5, population: 38},
  {country: 'Nigeria', continent: 'Africa', gdp: 2.2, lifeExpectancy: 52.7, population: 213},
  {country: 'Egypt', continent: 'Africa', gdp: 4.3, lifeExpectancy: 70.2, population: 109},
  {country: 'South Africa', continent: 'Africa', gdp: 6.8, lifeExpectancy: 62.3, population: 60},
  {country: 'Australia', continent: 'Oceania', gdp: 65.1, lifeExpectancy: 83.3, population: 26},
];

export default function Demo() {
  return (
    <Scatter
      data={data}
      xField="gdp"
      yField="lifeExpectancy"
      sizeField="population"
      colorField="continent"
      size={[6, 36]}
      shape="circle"
      pointStyle={{fillOpacity: 0.7, stroke: '#fff'}}
      xAxis={{title: {text: 'GDP per capita (thousand USD)'}, type: 'log', base: 10}}
      yAxis={{title: {text: 'Life expectancy (years)'}, min: 50}}
      legend={{position: 'top'}}
      tooltip={{fields: ['country', 'gdp', 'lifeExpectancy', 'population']}}
      meta={{
        gdp: {alias: 'GDP per capita (k$)'},
        lifeExpectancy: {alias: 'Life expectancy'},
        population: {alias: 'Population (M)'},
      }}
    />
  );
}
