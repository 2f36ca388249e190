import React, {useEffect, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {canonicalPathShape, isDecodable} from '@site/src/client/canonicalPath';
import {appSpellingOf, withBaseHome} from '@site/src/client/canonicalizeLocation';

/**
 * A link or `history.push` inside the app to `/guide/` or `/Guide` (or any other spelling
 * of a path) must end on the canonical `/guide` without leaving the odd URL in
 * history. The first load is handled before hydration by
 * src/client/canonicalizeLocation.ts.
 */
function CanonicalPathRedirect(): null {
  const location = useLocation();
  const history = useHistory();
  useEffect(() => {
    // The router's pathname is already decoded, and its history decodes the
    // target again: a target that does not decode would throw there (the
    // page shows not-found for such a path anyway).
    const shape = canonicalPathShape(location.pathname);
    const target = withBaseHome(appSpellingOf(shape) ?? shape);
    if (target !== location.pathname && isDecodable(target)) {
      history.replace({...location, pathname: target});
    }
  }, [location, history]);
  return null;
}

export default function Root({children}: {children: ReactNode}): React.JSX.Element {
  return (
    <>
      <CanonicalPathRedirect />
      {children}
    </>
  );
}
