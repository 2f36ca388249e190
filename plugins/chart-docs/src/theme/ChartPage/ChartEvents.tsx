import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import Translate from '@docusaurus/Translate';
import {allCharts} from '../../client/charts/demoRegistry';
import {EVENT_GROUPS} from '../../events/eventCatalog';
import {useChartSlug} from './useChartSlug';
import styles from './chartEvents.module.css';

/** The catalog's texts mark code with backticks: odd pieces of a split are code. */
function WithCode({text}: {text: string}): React.JSX.Element {
  return (
    <>
      {text.split('`').map((piece, index) =>
        // Pieces never reorder: the index is a stable key.
        index % 2 === 1 ? <code key={index}>{piece}</code> : <React.Fragment key={index}>{piece}</React.Fragment>,
      )}
    </>
  );
}

function listenExamples(component: string): {onReady: string; onEvent: string} {
  return {
    onReady: `<${component}
  {...config}
  onReady={(plot) => {
    plot.on('element:click', (event) => {
      console.log(event.data?.data); // the clicked record
    });
  }}
/>`,
    onEvent: `const onEvent = (plot, event) => {
  if (event.type === 'legend-item:click') console.log(event);
};

<${component} {...config} onEvent={onEvent} />`,
  };
}

/**
 * The Events section of a chart page: every event the chart emits, by the
 * part that emits it (its groups are picked at build time from its options),
 * what the event carries, and the two ways to listen.
 */
export default function ChartEvents(): React.JSX.Element {
  const slug = useChartSlug();
  const chart = allCharts().find((entry) => entry.slug === slug);
  const ids = new Set(chart?.eventGroups ?? EVENT_GROUPS.filter((group) => !group.option).map((group) => group.id));
  const groups = EVENT_GROUPS.filter((group) => ids.has(group.id));
  const examples = listenExamples(chart?.component ?? 'Chart');
  return (
    <div className={styles.events}>
      <p>
        <Translate id="site.chartEvents.intro">
          The chart emits these events; the Event log in each demo's toolbar shows them as they fire.
        </Translate>
      </p>
      <div className={styles.scroller} role="region" aria-label="Events by part" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">
                <Translate id="site.chartEvents.part">Emitted by</Translate>
              </th>
              <th scope="col">
                <Translate id="site.chartEvents.names">Events</Translate>
              </th>
              <th scope="col">
                <Translate id="site.chartEvents.data">The event carries</Translate>
              </th>
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={group.id} data-event-group={group.id}>
                <th scope="row">{group.part}</th>
                <td>
                  <ul className={styles.names}>
                    {group.names.map((name) => (
                      <li key={name}>
                        <code>{name}</code>
                      </li>
                    ))}
                  </ul>
                </td>
                <td>
                  <WithCode text={group.data} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <Translate id="site.chartEvents.onReady">
          Listen to one event: onReady receives the G2Plot chart once it has drawn; its on(name, handler) adds a
          listener (off(name, handler) removes it, and "*" matches every event).
        </Translate>
      </p>
      <CodeBlock language="tsx">{examples.onReady}</CodeBlock>
      <p>
        <Translate id="site.chartEvents.onEvent">
          Or every event: onEvent(plot, event) is called for each one, with event.type its name. It is read when the
          chart is created, so define it outside the component or with useCallback.
        </Translate>
      </p>
      <CodeBlock language="tsx">{examples.onEvent}</CodeBlock>
    </div>
  );
}
