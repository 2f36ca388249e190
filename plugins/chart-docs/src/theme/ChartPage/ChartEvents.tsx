import React, {lazy, useEffect, useState, type ComponentType} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Translate, {translate} from '@docusaurus/Translate';
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
    <div
      className={styles.scroller}
      role="region"
      aria-label={translate({
        id: 'site.chartEvents.regionLabel',
        message: 'Events by part',
        description: "The scrollable table of a chart page's events, grouped by the chart part that emits them",
      })}
      tabIndex={0}
    >
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

const serverTables = new Map<string, ComponentType>();

/**
 * On the server, the table as a lazy component: the render waits for the chart's events file (Docusaurus
 * renders with onAllReady), so the rows are in the page's HTML. No Suspense boundary of its own: a boundary
 * still waiting for its file when the browser hydrates switches to client rendering as soon as any context
 * above it changes, which would empty the section until the file came.
 */
function ServerEventsTable({slug}: {slug: string}): React.JSX.Element {
  let Table = serverTables.get(slug);
  if (!Table) {
    Table = lazy(() =>
      loadChartEvents(slug).then((groups) => ({
        default: function RecordedEvents() {
          return <EventsTable groups={groups} />;
        },
      })),
    );
    serverTables.set(slug, Table);
  }
  return <Table />;
}

/** The element holding a chart's table, in the HTML and in the browser. */
const HOLDER_ATTRIBUTE = 'data-chart-events';

/**
 * In the browser, the rows the server wrote are kept as they are: the table has nothing to hydrate (no
 * handler, no state), so a page opened at its address never fetches the events file. A page reached by a
 * link in the site, which has no such HTML, fetches the file and renders the rows once it is here.
 */
function BrowserEventsTable({slug}: {slug: string}): React.JSX.Element {
  const [served] = useState(
    () => document.querySelector(`[${HOLDER_ATTRIBUTE}="${CSS.escape(slug)}"]`)?.innerHTML ?? null,
  );
  const [loaded, setLoaded] = useState<{slug: string; groups: ChartEventGroup[]} | null>(null);
  useEffect(() => {
    if (served !== null) return undefined;
    let current = true;
    loadChartEvents(slug).then(
      (groups) => current && setLoaded({slug, groups}),
      // A failed fetch leaves the section without its table; the rest of the page keeps working.
      (error: unknown) => console.warn(`[chart-docs] the events of ${slug} could not be loaded`, error),
    );
    return () => {
      current = false;
    };
  }, [slug, served]);
  if (served !== null) {
    // Hydration keeps the server's rows: React leaves an element's inner HTML as it finds it.
    return <div {...{[HOLDER_ATTRIBUTE]: slug}} dangerouslySetInnerHTML={{__html: served}} />;
  }
  return <div {...{[HOLDER_ATTRIBUTE]: slug}}>{loaded?.slug === slug && <EventsTable groups={loaded.groups} />}</div>;
}

function ChartEventsTable({slug}: {slug: string}): React.JSX.Element {
  if (typeof document === 'undefined') {
    return (
      <div {...{[HOLDER_ATTRIBUTE]: slug}}>
        <ServerEventsTable slug={slug} />
      </div>
    );
  }
  return <BrowserEventsTable slug={slug} />;
}

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
