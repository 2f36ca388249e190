/**
 * title: Scatter coloured by category
 * description: Engine power against fuel consumption of twenty-seven car models, with `colorField` colouring each point by fuel (petrol, diesel or hybrid) and a legend on top.
 * keywords: colorField, category, color, legend, cars, fuel
 * topics: colors
 * order: 3
 */
import React from 'react';
import {Scatter} from '@ant-design/plots';

const data = [
  {model: 'City 1.0', fuel: 'Petrol', power: 55, consumption: 5.2},
  {model: 'City 1.2', fuel: 'Petrol', power: 66, consumption: 5.6},
  {model: 'Hatch 1.4', fuel: 'Petrol', power: 92, consumption: 6.1},
  {model: 'Sedan 1.5', fuel: 'Petrol', power: 110, consumption: 6.6},
  {model: 'Sedan 2.0', fuel: 'Petrol', power: 140, consumption: 7.4},
  {model: 'Coupe 2.0T', fuel: 'Petrol', power: 180, consumption: 8.3},
  {model: 'SUV 2.5', fuel: 'Petrol', power: 150, consumption: 8.9},
  {model: 'GT 3.0T', fuel: 'Petrol', power: 250, consumption: 10.4},
  {model: 'Sport 4.0', fuel: 'Petrol', power: 330, consumption: 12.6},
  {model: 'Hatch 1.6d', fuel: 'Diesel', power: 85, consumption: 4.4},
  {model: 'Sedan 2.0d', fuel: 'Diesel', power: 110, consumption: 4.9},
  {model: 'Estate 2.0d', fuel: 'Diesel', power: 140, consumption: 5.5},
  {model: 'SUV 2.0d', fuel: 'Diesel', power: 150, consumption: 6.4},
  {model: 'SUV 3.0d', fuel: 'Diesel', power: 210, consumption: 7.5},
  {model: 'Van 2.2d', fuel: 'Diesel', power: 120, consumption: 7.1},
  {model: 'Pickup 2.8d', fuel: 'Diesel', power: 150, consumption: 8.2},
  {model: 'Limo 3.0d', fuel: 'Diesel', power: 250, consumption: 6.9},
  {model: 'Tourer 1.5d', fuel: 'Diesel', power: 96, consumption: 4.6},
  {model: 'City Hybrid', fuel: 'Hybrid', power: 85, consumption: 3.8},
  {model: 'Compact Hybrid', fuel: 'Hybrid', power: 100, consumption: 4.1},
  {model: 'Sedan Hybrid', fuel: 'Hybrid', power: 160, consumption: 4.6},
  {model: 'SUV Hybrid', fuel: 'Hybrid', power: 165, consumption: 5.6},
  {model: 'Estate Hybrid', fuel: 'Hybrid', power: 135, consumption: 4.5},
  {model: 'Van Hybrid', fuel: 'Hybrid', power: 140, consumption: 5.9},
  {model: 'Sport Hybrid', fuel: 'Hybrid', power: 280, consumption: 7.2},
  {model: 'Crossover Hybrid', fuel: 'Hybrid', power: 145, consumption: 5.1},
  {model: 'Mini Hybrid', fuel: 'Hybrid', power: 70, consumption: 3.6},
];

export default function Demo() {
  return (
    <Scatter
      data={data}
      xField="power"
      yField="consumption"
      colorField="fuel"
      color={['#E8684A', '#5D7092', '#5AD8A6']}
      size={6}
      shape="circle"
      pointStyle={{fillOpacity: 0.85}}
      legend={{position: 'top'}}
      xAxis={{title: {text: 'Engine power (kW)'}, min: 40}}
      yAxis={{title: {text: 'Fuel consumption (L/100 km)'}}}
      tooltip={{fields: ['model', 'fuel', 'power', 'consumption']}}
      meta={{
        model: {alias: 'Model'},
        fuel: {alias: 'Fuel'},
        power: {alias: 'Power (kW)'},
        consumption: {alias: 'L/100 km'},
      }}
    />
  );
}
