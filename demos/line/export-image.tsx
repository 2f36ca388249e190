/**
 * title: Export the chart as an image and its data as CSV
 * description: Daily visitors of a museum over two weeks; the buttons save the drawn chart as a PNG through the instance's `downloadImage`, read it as a data URL through `toDataURL`, and save the rows as a CSV file.
 * keywords: export, download, image, png, toDataURL, downloadImage, chartRef, csv, save
 * topics: export
 * order: 40
 * height: 420
 */
import React, {useRef, useState} from 'react';
import {Line} from '@ant-design/plots';
import type {BasePlot} from '@ant-design/plots';

interface Visit {
  day: string;
  visitors: number;
}

const counts = [820, 760, 905, 1180, 1430, 1610, 990, 840, 790, 950, 1210, 1502, 1688, 1020];
const data: Visit[] = counts.map((visitors, i) => ({day: `Day ${i + 1}`, visitors}));

/** One CSV cell: text a spreadsheet would run as a formula (=, +, -, @) is prefixed with ', then quoted when needed. */
function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A file from text, saved through a temporary link (the same way downloadImage saves its PNG). */
function saveText(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], {type: 'text/csv;charset=utf-8'}));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The browser reads the file after this task: revoking the URL at once could cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export default function Demo() {
  // chartRef receives the plot once drawn; downloadImage and toDataURL are added to it by @ant-design/plots.
  const chartRef = useRef<BasePlot>();
  const [status, setStatus] = useState('');

  const downloadPng = () => {
    const name = chartRef.current?.downloadImage?.('museum-visitors');
    setStatus(name ? `Saved ${name}.` : 'The chart is not drawn yet.');
  };
  const readDataUrl = () => {
    const url = chartRef.current?.toDataURL?.('image/png');
    setStatus(
      url ? `A PNG data URL of ${url.length} characters, starting ${url.slice(0, 22)}` : 'The chart is not drawn yet.',
    );
  };
  const downloadCsv = () => {
    const rows = data.map((row) => [row.day, row.visitors].map(csvCell).join(','));
    saveText('museum-visitors.csv', `${['day,visitors', ...rows].join('\r\n')}\r\n`);
    setStatus(`Saved museum-visitors.csv (${data.length} rows).`);
  };

  return (
    <div>
      <div style={{display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 8}}>
        <button type="button" onClick={downloadPng}>
          Save as PNG
        </button>
        <button type="button" onClick={readDataUrl}>
          Read as data URL
        </button>
        <button type="button" onClick={downloadCsv}>
          Save data as CSV
        </button>
      </div>
      <Line
        data={data}
        xField="day"
        yField="visitors"
        height={340}
        chartRef={chartRef}
        meta={{visitors: {alias: 'Visitors'}}}
        point={{size: 3}}
      />
      <p aria-live="polite" style={{margin: '8px 0 0', minHeight: 24, wordBreak: 'break-all'}}>
        {status}
      </p>
    </div>
  );
}
