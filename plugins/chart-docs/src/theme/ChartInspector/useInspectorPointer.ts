import {useEffect, useRef} from 'react';
import {partAtPoint, type Box, type FoundPart, type PartContext} from './findChartParts';
import type {G2View} from './g2Types';

export interface PointedPart {
  path: string;
  /** Where the part is drawn, relative to the chart's canvas. */
  boxes: Box[];
  /** The pointer, in client coordinates. */
  clientX: number;
  clientY: number;
}

interface Options {
  host: HTMLElement | null;
  view: G2View | null;
  context: PartContext;
  resolve: (found: FoundPart) => string | undefined;
  onHover: (pointed: PointedPart | null) => void;
  onPick: (path: string) => void;
}

/**
 * The chart's own reactions to presses (a legend item hides its series, a
 * slider moves) would change the chart being inspected: while inspecting,
 * these events stop at the demo's preview before the canvas sees them.
 * Pointer events, which G2 4 does not listen to, drive the inspector.
 */
const BLOCKED_EVENTS = ['mousedown', 'mouseup', 'click', 'dblclick', 'touchstart', 'touchend'] as const;

/** Hover names and outlines the part under the pointer; a click or tap picks it. */
export function useInspectorPointer({host, view, context, resolve, onHover, onPick}: Options): void {
  const latest = useRef({view, context, resolve, onHover, onPick});
  useEffect(() => {
    latest.current = {view, context, resolve, onHover, onPick};
  });

  useEffect(() => {
    if (!host) return undefined;
    const pointed = (event: PointerEvent): PointedPart | null => {
      const current = latest.current;
      if (!current.view || current.view.destroyed) return null;
      const found = partAtPoint(current.view, event.target, event.clientX, event.clientY, current.context);
      const path = found ? current.resolve(found) : undefined;
      return found && path !== undefined
        ? {path, boxes: found.boxes(), clientX: event.clientX, clientY: event.clientY}
        : null;
    };
    const move = (event: PointerEvent): void => latest.current.onHover(pointed(event));
    const leave = (): void => latest.current.onHover(null);
    const up = (event: PointerEvent): void => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      const part = pointed(event);
      if (part) latest.current.onPick(part.path);
    };
    const block = (event: Event): void => event.stopPropagation();
    host.addEventListener('pointermove', move);
    host.addEventListener('pointerleave', leave);
    host.addEventListener('pointerup', up);
    BLOCKED_EVENTS.forEach((type) => host.addEventListener(type, block, true));
    return () => {
      host.removeEventListener('pointermove', move);
      host.removeEventListener('pointerleave', leave);
      host.removeEventListener('pointerup', up);
      BLOCKED_EVENTS.forEach((type) => host.removeEventListener(type, block, true));
    };
  }, [host]);
}
