import React, {useCallback, useEffect, useState} from 'react';
import {createPortal} from 'react-dom';
import Translate from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {DrawnChart} from '../../client/charts/chartDemoContext';
import {boxInHost, type Box} from './findChartParts';
import type {G2View} from './g2Types';
import InspectorOverlay, {unionBox, type Highlight} from './InspectorOverlay';
import {chartPagePath, goToProp, propHref} from './propLink';
import {chartOfType, useChartParts, type InspectorPart} from './useChartParts';
import {useInspectorPointer, type PointedPart} from './useInspectorPointer';
import styles from './styles.module.css';

/** Accessible name of the list of parts (contract: tests and assistive technology find it by this name). */
export const CHART_PARTS_NAME = 'Chart parts';

/** Room between the pointer and the path beside it. */
const TAG_OFFSET_PX = 14;

interface Props {
  chart: DrawnChart | null;
  previewRef: React.RefObject<HTMLElement | null>;
  onClose: () => void;
}

function highlightOf(
  path: string,
  boxes: readonly Box[],
  view: G2View,
  host: HTMLElement,
  pointer?: PointedPart,
): Highlight | null {
  const union = unionBox(boxes);
  if (!union) return null;
  const box = boxInHost(union, view, host);
  if (!pointer) return {path, box, tag: {left: box.left, top: Math.max(0, box.top - 24), before: false, above: false}};
  const frame = host.getBoundingClientRect();
  const x = pointer.clientX - frame.left;
  const y = pointer.clientY - frame.top;
  // Beside the pointer, on the side with room: the overlay clips what would stick out of the chart.
  const before = x > frame.width / 2;
  const above = y > frame.height - 40;
  return {
    path,
    box,
    tag: {
      left: host.scrollLeft + x + (before ? -TAG_OFFSET_PX : TAG_OFFSET_PX),
      top: host.scrollTop + y + (above ? -TAG_OFFSET_PX : TAG_OFFSET_PX),
      before,
      above,
    },
  };
}

function Status({text}: {text: 'loading' | 'missing' | 'notDrawn' | 'ready'}): React.JSX.Element {
  switch (text) {
    case 'loading':
      return <Translate id="site.chartInspector.loading">Finding the chart&apos;s parts...</Translate>;
    case 'missing':
      return <Translate id="site.chartInspector.noTable">This chart has no props table to lead to.</Translate>;
    case 'notDrawn':
      return <Translate id="site.chartInspector.notDrawn">The chart has not been drawn yet.</Translate>;
    default:
      return (
        <Translate id="site.chartInspector.hint">
          Point at a part of the chart to see its option, click it (or pick it below) to go to that option. Escape ends
          inspecting.
        </Translate>
      );
  }
}

/** The inspector while it is on: outline and name on hover, a click leads to the option, and the list of parts. */
export default function InspectorPanel({chart, previewRef, onClose}: Props): React.JSX.Element {
  const {rows, view, context, parts, resolve} = useChartParts(chart);
  const summary = chartOfType(chart?.type);
  const {pathname} = useLocation();
  const history = useHistory();
  const permalink = useBaseUrl(summary?.permalink ?? '/');
  const pagePath = summary ? chartPagePath(permalink, summary.slug, pathname) : undefined;
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  const host = previewRef.current;

  const pick = useCallback(
    (path: string) => {
      if (pagePath) goToProp(pagePath, path, history);
    },
    [pagePath, history],
  );
  const hover = useCallback(
    (pointed: PointedPart | null) => {
      setHighlight(pointed && view && host ? highlightOf(pointed.path, pointed.boxes, view, host, pointed) : null);
    },
    [view, host],
  );
  useInspectorPointer({host, view, context, resolve, onHover: hover, onPick: pick});

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const show = (part: InspectorPart): void => {
    setHighlight(view && host ? highlightOf(part.path, part.boxes(), view, host) : null);
  };
  const status = !view ? 'notDrawn' : rows.status === 'ready' ? 'ready' : rows.status;

  return (
    <div className={styles.panel}>
      <p className={styles.hint}>
        <Status text={status} />
      </p>
      <ul className={styles.parts} aria-label={CHART_PARTS_NAME}>
        {pagePath &&
          parts.map((part) => (
            <li key={part.path}>
              <a
                href={propHref(pagePath, part.path)}
                className={styles.partLink}
                onClick={(event) => {
                  event.preventDefault();
                  pick(part.path);
                }}
                onMouseEnter={() => show(part)}
                onFocus={() => show(part)}
                onMouseLeave={() => setHighlight(null)}
                onBlur={() => setHighlight(null)}
              >
                {part.path}
              </a>{' '}
              <span className={styles.partDescription}>{part.description}</span>
            </li>
          ))}
      </ul>
      {host && createPortal(<InspectorOverlay highlight={highlight} />, host)}
    </div>
  );
}
