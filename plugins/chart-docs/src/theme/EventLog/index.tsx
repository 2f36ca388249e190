import React, {useEffect, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import type {DrawnChart} from '../../client/charts/chartDemoContext';
import {EVENT_LOG_LIMIT, EVENT_LOG_THROTTLE_MS} from '../../client/constants';
import {EMPTY_EVENT_LOG, describeEventRecord, logEvent, type EventLogState} from './eventLogStore';
import {EventLogIcon} from '../DemoToolbar/icons';
import type {ToolbarToggle} from '../DemoToolbar/toolbarAction';
import styles from './styles.module.css';

/** Accessible names (contract for tests and assistive technology; never translated). */
export const EVENT_LOG_NAMES = {toggle: 'Event log', region: 'Event log', clear: 'Clear'} as const;

/** G2's view is an event emitter; `*` receives every event with its name in `type`. */
interface EventSource {
  on: (name: string, handler: (event: {type?: string}) => void) => unknown;
  off: (name: string, handler: (event: {type?: string}) => void) => unknown;
}

function isEventSource(value: unknown): value is EventSource {
  const candidate = value as Partial<EventSource> | null | undefined;
  return typeof candidate?.on === 'function' && typeof candidate.off === 'function';
}

/** Listens to every event of the drawn chart while `on`, into a capped, thinned list. */
function useChartEvents(chart: DrawnChart | null, on: boolean): [EventLogState, () => void] {
  const [state, setState] = useState<EventLogState>(EMPTY_EVENT_LOG);
  useEffect(() => {
    const source = on ? chart?.chart() : undefined;
    if (!isEventSource(source)) return undefined;
    const handler = (event: {type?: string}): void => {
      const name = event?.type;
      if (!name) return;
      const detail = describeEventRecord(event);
      const now = performance.now();
      setState((current) =>
        logEvent(current, name, detail, now, {limit: EVENT_LOG_LIMIT, throttleMs: EVENT_LOG_THROTTLE_MS}),
      );
    };
    // The G2 chart, not the plot: G2Plot re-emits exactly these (Plot.bindEvents), and the
    // toolbar gets the chart it drew into (DrawnChart.chart), which outlives redraws.
    source.on('*', handler);
    return () => {
      source.off('*', handler);
    };
  }, [chart, on]);
  return [state, () => setState(EMPTY_EVENT_LOG)];
}

/**
 * The toolbar's `Event log` toggle and, while it is on, the log under the
 * toolbar: each event as it fires, newest first, with the record it carries.
 */
export function useEventLog({chart}: {chart: DrawnChart | null}): {
  toggle: ToolbarToggle;
  panel: React.JSX.Element | null;
} {
  const [on, setOn] = useState(false);
  const [state, clear] = useChartEvents(chart, on);
  const toggle: ToolbarToggle = {
    id: 'event-log',
    kind: 'toggle',
    name: EVENT_LOG_NAMES.toggle,
    tooltip: translate({id: 'site.eventLog.toggle', message: 'Event log'}),
    icon: <EventLogIcon />,
    pressed: on,
    onClick: () => setOn((current) => !current),
  };
  const panel = on ? (
    <div className={styles.panel}>
      <div className={styles.header}>
        <span>
          {translate(
            {id: 'site.eventLog.count', message: '{count} events (newest first, last {limit} kept)'},
            {count: String(state.entries.length), limit: String(EVENT_LOG_LIMIT)},
          )}
        </span>
        <button type="button" className="button button--sm button--secondary" onClick={clear}>
          {EVENT_LOG_NAMES.clear}
        </button>
      </div>
      <ol className={styles.list} role="log" aria-label={EVENT_LOG_NAMES.region}>
        {state.entries.length === 0 && (
          <li className={styles.empty}>
            {translate({id: 'site.eventLog.empty', message: 'Point at, click or tap the chart to see its events.'})}
          </li>
        )}
        {state.entries.map((entry) => (
          <li key={entry.id}>
            <code>{entry.name}</code>
            {entry.detail && <span className={styles.detail}> {entry.detail}</span>}
          </li>
        ))}
      </ol>
    </div>
  ) : null;
  return {toggle, panel};
}
