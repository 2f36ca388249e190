/**
 * title: Radar updated from a select box
 * description: Air quality at three monitoring stations on six pollutants, as a percentage of the legal limit; the select box swaps which station's data the radar draws.
 * keywords: radar, data update, select, useState, changeData, air quality
 * topics: data-update
 * order: 11
 * height: 440
 */
import React, {useState} from 'react';
import {Radar} from '@ant-design/plots';

const pollutants = ['NO2', 'PM2.5', 'PM10', 'O3', 'SO2', 'CO'];
const stations: Record<string, number[]> = {
  'City centre': [92, 78, 64, 41, 18, 35],
  Harbour: [71, 66, 82, 38, 57, 29],
  'North park': [34, 42, 39, 74, 9, 16],
};

export default function Demo() {
  const [station, setStation] = useState('City centre');
  const data = stations[station].map((share, i) => ({pollutant: pollutants[i], share}));

  return (
    <div>
      <label style={{display: 'block', marginBottom: 8}}>
        Station{' '}
        <select value={station} onChange={(event) => setStation(event.target.value)}>
          {Object.keys(stations).map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
      <Radar
        height={400}
        data={data}
        xField="pollutant"
        yField="share"
        meta={{share: {min: 0, max: 100, alias: 'Share of limit (%)'}}}
        area={{style: {fillOpacity: 0.2}}}
        point={{size: 3}}
        xAxis={{line: null, tickLine: null}}
        yAxis={{line: null, tickLine: null, label: false}}
      />
    </div>
  );
}
