import {useEffect, useRef, type MutableRefObject} from 'react';

/**
 * The latest value, for callbacks and effects that must not re-run when it
 * changes: MDX pages may pass new loader functions on every render (a hash
 * change re-renders the page), which must not reload the table and reset its rows.
 */
export function useLatestRef<T>(value: T): MutableRefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
