import React, {useCallback, useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {openNextjsInStackBlitz} from '../../client/sandbox/nextjs/nextjsProject';

/**
 * The Next.js recipe's `Open in StackBlitz` button: posts a complete Next.js
 * project (plugins/chart-docs/src/client/sandbox/nextjs) to StackBlitz in a new tab. Disabled until
 * hydration (it needs the SDK) and while the SDK loads, so a double click opens one tab.
 */
export default function NextjsSandboxButton(): React.JSX.Element {
  const isBrowser = useIsBrowser();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const open = useCallback(() => {
    setBusy(true);
    setFailed(false);
    openNextjsInStackBlitz()
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  }, []);
  return (
    <p>
      <button type="button" className="button button--primary" onClick={open} disabled={!isBrowser || busy}>
        Open in StackBlitz
      </button>
      {failed && <span role="alert"> StackBlitz could not be opened. Check your connection and try again.</span>}
    </p>
  );
}
