/**
 * title: Pie updated with new data
 * description: A library's loans by format in 2022, 2023 and 2024; the buttons swap the `data` array in React state and the pie redraws with the chosen year's shares.
 * keywords: pie, data update, useState, buttons, years
 * topics: data-update
 * order: 15
 */
import React, {useState} from 'react';
import {Pie} from '@ant-design/plots';

const loansByYear: Record<string, {format: string; loans: number}[]> = {
  '2022': [
    {format: 'Print books', loans: 61200},
    {format: 'E-books', loans: 18400},
    {format: 'Audiobooks', loans: 9100},
    {format: 'DVDs', loans: 7600},
  ],
  '2023': [
    {format: 'Print books', loans: 58300},
    {format: 'E-books', loans: 23900},
    {format: 'Audiobooks', loans: 13800},
    {format: 'DVDs', loans: 4900},
  ],
  '2024': [
    {format: 'Print books', loans: 56900},
    {format: 'E-books', loans: 27600},
    {format: 'Audiobooks', loans: 19200},
    {format: 'DVDs', loans: 2800},
  ],
};

export default function Demo() {
  const [year, setYear] = useState('2022');

  return (
    <div>
      <div style={{display: 'flex', gap: 8, marginBottom: 8}}>
        {Object.keys(loansByYear).map((y) => (
          <button
            key={y}
            type="button"
            aria-pressed={y === year}
            onClick={() => setYear(y)}
            style={{fontWeight: y === year ? 700 : 400}}
          >
            {y}
          </button>
        ))}
      </div>
      <Pie
        height={360}
        data={loansByYear[year]}
        angleField="loans"
        colorField="format"
        radius={0.8}
        label={{type: 'outer', content: '{name} {percentage}'}}
        meta={{loans: {alias: 'Loans', formatter: (v: number) => v.toLocaleString('en-US')}}}
      />
    </div>
  );
}
