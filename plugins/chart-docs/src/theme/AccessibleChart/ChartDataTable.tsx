/**
 * The records a demo's chart draws, as a table: one row per record, headers
 * named by the chart's `meta` aliases, and a `Copy as CSV` button. Loaded
 * only when a visitor opens it.
 */
import React, {useEffect, useMemo, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import {copyText} from '../../client/sandbox/copyCode';
import {TOOLBAR_MESSAGE_MS} from '../DemoToolbar';
import type {DrawnChart} from '../../client/charts/chartDemoContext';
import {chartTable, toCsv, type Cell} from './chartRecords';
import styles from './ChartDataTable.module.css';

interface Props {
  id: string;
  /** The demo's title: the table's caption. */
  title: string;
  chart: DrawnChart | null;
}

const numberFormat = new Intl.NumberFormat('en-US', {maximumFractionDigits: 6});

/**
 * Rows written into the page: a table of a million records would be a
 * million elements and freeze the tab. `Copy as CSV` still copies them all.
 */
export const MAX_SHOWN_ROWS = 1000;

function show(value: Cell | undefined): string {
  if (value === null || value === undefined) {
    return '';
  }
  return typeof value === 'number' ? numberFormat.format(value) : String(value);
}

export default function ChartDataTable({id, title, chart}: Props): React.JSX.Element {
  const [message, setMessage] = useState('');
  const table = useMemo(() => (chart ? chartTable(chart.type, chart.options()) : null), [chart]);

  useEffect(() => {
    if (!message) {
      return undefined;
    }
    const timer = window.setTimeout(() => setMessage(''), TOOLBAR_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  if (!table) {
    return (
      <div id={id} className={styles.panel}>
        <p className={styles.note}>
          {translate({id: 'site.dataTable.notDrawn', message: 'The data table appears once the chart has drawn.'})}
        </p>
      </div>
    );
  }

  const copyCsv = async () => {
    const copied = await copyText(toCsv(table));
    setMessage(
      copied
        ? translate({id: 'site.dataTable.csvCopied', message: 'CSV copied'})
        : translate({id: 'site.demoToolbar.copyFailed', message: 'Could not copy: the clipboard is not available'}),
    );
  };

  const caption = translate(
    {id: 'site.dataTable.caption', message: 'Data of the chart “{title}”: {count} records'},
    {title, count: table.rows.length},
  );
  const shownRows = table.rows.length > MAX_SHOWN_ROWS ? table.rows.slice(0, MAX_SHOWN_ROWS) : table.rows;
  return (
    <div id={id} className={styles.panel}>
      <div className={styles.actions}>
        <button type="button" className="button button--sm button--secondary" onClick={copyCsv}>
          Copy as CSV
        </button>
        <span className={styles.message} aria-live="polite">
          {message}
        </span>
      </div>
      {shownRows.length < table.rows.length && (
        <p className={styles.note}>
          {translate(
            {
              id: 'site.dataTable.firstRows',
              message: 'Showing the first {shown} of {count} records; Copy as CSV copies all of them.',
              description: 'Under a data table too long to show whole',
            },
            {shown: numberFormat.format(shownRows.length), count: numberFormat.format(table.rows.length)},
          )}
        </p>
      )}
      {/* Focusable so keyboard users can scroll a long table. */}
      <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shownRows.map((row, index) => (
              // Records carry no id of their own; their order is the chart's.
              <tr key={index}>
                {table.columns.map((column) => (
                  <td key={column.key}>{show(row[column.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
