import {useEffect, useState, type RefObject} from 'react';
import {CHART_PRELOAD_MARGIN_PX} from '../../client/constants';

/**
 * True once the element is within `marginPx` of the viewport (a screen or so
 * by default), and from then on. Charts wait for this so the engine is
 * fetched only for a chart that is about to be seen.
 */
export function useNearViewport(ref: RefObject<Element>, marginPx: number = CHART_PRELOAD_MARGIN_PX): boolean {
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
      {rootMargin: `${marginPx}px 0px`},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, marginPx]);
  return near;
}
