import React from 'react';
import {useChartEngineStarted} from '../engineStart';

/** A chart that shows its picture until the engine may start. */
export function Chart(): React.JSX.Element {
  return <p>{useChartEngineStarted() ? 'engine started' : 'picture'}</p>;
}

/** Makes jsdom answer the pointer media queries as Chromium does for a browser whose primary pointer is `pointer`. */
export function primaryPointer(pointer: 'mouse' | 'touch'): void {
  window.matchMedia = (query: string) =>
    ({
      matches: pointer === 'mouse' && query === '(hover: hover) and (pointer: fine)',
      media: query,
    }) as MediaQueryList;
}

/** jsdom has no requestIdleCallback: the callback runs on the next timer turn. */
export function idleOnNextTimer(): void {
  window.requestIdleCallback = (callback) => window.setTimeout(() => callback({} as IdleDeadline), 0);
}
