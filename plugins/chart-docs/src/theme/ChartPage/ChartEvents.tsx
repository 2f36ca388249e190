import React, {Suspense, lazy, memo, type ComponentType} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Translate from '@docusaurus/Translate';
import {allCharts} from '../../client/charts/demoRegistry';
import {loadChartEvents} from '../../client/loadChartEvents';
import {eventNames, type ChartEventGroup} from '../../record/recordedEvents';
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

function EventNames({names}: {names: readonly string[]}): React.JSX.Element {
  return (
    <ul className={styles.names}>
      {names.map((name) => (
        <li key={name}>
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}

function EventsTable({groups}: {groups: readonly ChartEventGroup[]}): React.JSX.Element {
  return (
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
                <EventNames names={eventNames(group)} />
                {group.chartOnly.length > 0 && (
                  <>
                    <p>
                      <Translate id="site.chartEvents.chartOnly">
                        Only on plot.chart (G2Plot does not pass these to plot.on or onEvent):
                      </Translate>
                    </p>
                    <EventNames names={group.chartOnly} />
                  </>
                )}
              </td>
              <td>
                <WithCode text={group.data} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const tables = new Map<string, ComponentType>();

/**
 * The chart's table as a lazy component, one per chart. On the server the
 * render waits for it (Docusaurus renders with onAllReady), so the table is in
 * the HTML; in the browser React hydrates the boundary once the chart's
 * events file has arrived and keeps the server's rows until then. A failed
 * fetch throws to the page's error boundary, like any chunk of the page.
 */
function eventsTableOf(slug: string): ComponentType {
  let table = tables.get(slug);
  if (!table) {
    table = lazy(() =>
      loadChartEvents(slug).then((groups) => ({
        default: function RecordedEvents() {
          return <EventsTable groups={groups} />;
        },
      })),
    );
    tables.set(slug, table);
  }
  return table;
}

/**
 * Memoised on the slug: a re-render of the page before the events file has
 * arrived would otherwise reach the dehydrated boundary as an update, and React
 * would drop the server's rows to render the (empty) fallback.
 */
const ChartEventsTable = memo(function ChartEventsTable({slug}: {slug: string}): React.JSX.Element {
  const Table = eventsTableOf(slug);
  return (
    <Suspense fallback={null}>
      <Table />
    </Suspense>
  );
});

/**
 * The Events section of a chart page: every event the chart emitted when the engine recorder drew it and
 * pointed at each part (`npm run engine-record`), by the part that emits it, what the event carried, the
 * events only the G2 chart's listeners get, and the two ways to listen.
 */
export default function ChartEvents(): React.JSX.Element {
  const slug = useChartSlug();
  const chart = allCharts().find((entry) => entry.slug === slug);
  const examples = listenExamples(chart?.component ?? 'Chart');
  return (
    <div className={styles.events}>
      <p>
        <Translate id="site.chartEvents.intro">
          The chart emits these events; the Event log in each demo's toolbar shows them as they fire.
        </Translate>
      </p>
      <ChartEventsTable slug={slug} />
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
