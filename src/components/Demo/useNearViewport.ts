import {useEffect, useState, type RefObject} from 'react';
import {CHART_PRELOAD_MARGIN_PX} from '@site/src/constants';

const PRELOAD_MARGIN = `${CHART_PRELOAD_MARGIN_PX}px 0px`;

/**
 * True once the element is within a screen or so of the viewport, and from
 * then on. Charts wait for this so the engine is fetched only for a chart
 * that is about to be seen.
 */
export function useNearViewport(ref: RefObject<Element>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) {
      return undefined;
    }
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
        }
      },
      {rootMargin: PRELOAD_MARGIN},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
