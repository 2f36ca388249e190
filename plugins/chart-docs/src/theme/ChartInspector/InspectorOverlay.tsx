import React from 'react';
import type {Box} from './findChartParts';
import styles from './styles.module.css';

export interface Highlight {
  path: string;
  /** The part's outline, relative to the preview element. */
  box: Box;
  /** Where the name goes: beside the pointer, or at the outline's corner. */
  tag: {left: number; top: number; before: boolean; above: boolean};
}

/** One box around all of a part's pieces. */
export function unionBox(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  const left = Math.min(...boxes.map((box) => box.left));
  const top = Math.min(...boxes.map((box) => box.top));
  const right = Math.max(...boxes.map((box) => box.left + box.width));
  const bottom = Math.max(...boxes.map((box) => box.top + box.height));
  return {left, top, width: right - left, height: bottom - top};
}

/** The outline and the option path over the chart; a picture only (the list says the same in words). */
export default function InspectorOverlay({highlight}: {highlight: Highlight | null}): React.JSX.Element {
  return (
    <div className={styles.overlay} aria-hidden="true" data-chart-inspector-overlay="">
      {highlight && (
        <>
          <div
            className={styles.outline}
            data-part-path={highlight.path}
            style={{
              left: highlight.box.left - 2,
              top: highlight.box.top - 2,
              width: highlight.box.width + 4,
              height: highlight.box.height + 4,
            }}
          />
          <span
            className={styles.tag}
            style={{
              left: highlight.tag.left,
              top: highlight.tag.top,
              transform: `translate(${highlight.tag.before ? '-100%' : '0'}, ${highlight.tag.above ? '-100%' : '0'})`,
            }}
          >
            {highlight.path}
          </span>
        </>
      )}
    </div>
  );
}
