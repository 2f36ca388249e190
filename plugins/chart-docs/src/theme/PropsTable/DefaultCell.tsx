import React from 'react';
import {translate} from '@docusaurus/Translate';
import type {PropRow} from '../../props/types';
import styles from './defaultCell.module.css';

/**
 * The Default column of one row: what the chart engine applies when the option
 * is left out (read from the engine at build time, see
 * plugins/chart-docs/engineDefaults.json, or read back from the drawn chart,
 * engineRecord.json, with the condition it holds under), else the typings' `@default`.
 * A theme's style is marked as the theme's, and where the typings say
 * something else they are named, so a reader of the typings is not misled.
 */
export default function DefaultCell({row}: {row: PropRow}): React.JSX.Element {
  const engine = row.engineDefault;
  if (!engine) {
    return row.defaultValue ? <code>{row.defaultValue}</code> : <span aria-hidden="true">–</span>;
  }
  return (
    <>
      {engine.function ? (
        <details className={styles.function}>
          <summary>
            {translate({
              id: 'site.propsTable.default.function',
              message: 'a function',
              description: 'Default column: the engine sets a function by default; its source is shown on expand',
            })}
          </summary>
          <pre>
            <code>{engine.value}</code>
          </pre>
        </details>
      ) : (
        <>
          {engine.nested && (
            <span className={styles.note}>
              {translate({
                id: 'site.propsTable.default.nested',
                message: 'fields set:',
                description: 'Default column: the object lists the fields the engine sets beneath this option',
              })}{' '}
            </span>
          )}
          <code>{engine.value}</code>
        </>
      )}
      {engine.source === 'theme' && (
        <span
          className={styles.tag}
          title={translate({
            id: 'site.propsTable.default.themeTitle',
            message: "Decided by G2's light theme; the dark theme and a theme option change it",
          })}
        >
          {translate({id: 'site.propsTable.default.theme', message: 'theme'})}
        </span>
      )}
      {engine.source === 'drawn' && (
        <span
          className={styles.tag}
          title={translate({
            id: 'site.propsTable.default.drawnTitle',
            message: 'Read back from the chart as drawn with its data alone (npm run engine-record)',
          })}
        >
          {translate({id: 'site.propsTable.default.drawn', message: 'as drawn'})}
        </span>
      )}
      {engine.condition && <span className={styles.note}> ({withCodeSpans(engine.condition)})</span>}
      {engine.typings && (
        <span className={styles.note}>
          {translate({
            id: 'site.propsTable.default.typingsDiffer',
            message: 'the typings say',
            description: 'Default column: followed by the typings’ @default, which the engine does not apply',
          })}{' '}
          <code>{engine.typings}</code>
        </span>
      )}
    </>
  );
}

/** A condition's `code` spans as code (the recorder writes option names in backticks). */
function withCodeSpans(text: string): React.ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
