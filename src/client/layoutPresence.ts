import {createContext, useContext} from 'react';

/**
 * True below `@theme/Layout`. A page whose own chunk failed has no layout
 * around its error state yet; one whose content chunk failed inside the docs
 * layout already has one, and must not get a second navbar.
 */
export const LayoutPresenceContext = createContext(false);

export function useIsInsideLayout(): boolean {
  return useContext(LayoutPresenceContext);
}
