import {startTransition, useEffect, useState} from 'react';

/**
 * False in the HTML and while hydrating, true right after: the gallery's
 * pictures past its first row come from the browser. Set in a transition, so
 * React renders the ~390 cards in slices that yield to a tap or a keystroke
 * instead of one long task.
 */
export function usePicturesAfterHydration(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown;
}
