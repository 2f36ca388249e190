import {useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * True for a block rendered while the prerendered page hydrates; fixed for the
 * block's lifetime. Docusaurus' "is browser" flag turns true in the effect
 * that follows hydration, so a block mounted from then on sees it; the
 * `data-has-hydrated` attribute would not do, it is written a frame later.
 *
 * Only a production build hydrates prerendered pages: `docusaurus start`
 * serves an empty page that the client renders, with no lines to keep.
 * Docusaurus defines `HYDRATE_CLIENT_ENTRY` for its client entry, `false` in
 * the development server.
 */
export function useMountedDuringHydration(): boolean {
  const isBrowser = useIsBrowser();
  const [hydrating] = useState(
    () => Boolean(process.env.HYDRATE_CLIENT_ENTRY) && typeof document !== 'undefined' && !isBrowser,
  );
  return hydrating;
}
