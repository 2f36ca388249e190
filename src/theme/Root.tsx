import React, {useEffect, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {stripTrailingSlash} from '@site/src/client/stripTrailingSlash';

/**
 * `/guide/` must end on `/guide` without leaving the slashed URL in history,
 * whether it was typed, linked or served as-is by a static host.
 */
function TrailingSlashRedirect(): null {
  const location = useLocation();
  const history = useHistory();
  useEffect(() => {
    const target = stripTrailingSlash(location.pathname);
    if (target !== location.pathname) {
      history.replace({...location, pathname: target});
    }
  }, [location, history]);
  return null;
}

export default function Root({children}: {children: ReactNode}): React.JSX.Element {
  return (
    <>
      <TrailingSlashRedirect />
      {children}
    </>
  );
}
