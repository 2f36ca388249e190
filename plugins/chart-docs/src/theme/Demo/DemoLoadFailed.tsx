import React, {useEffect} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';
import {describeError} from '@site/plugins/site-shell/src/client';

interface Props {
  error: unknown;
  /** Loads the demo again; without it the message offers no button. */
  onRetry?: () => void;
}

/**
 * Shown when a demo's code or the chart engine could not be downloaded: the
 * network failed, not the demo. Retry, or the connection coming back, loads it
 * again.
 */
export default function DemoLoadFailed({error, onRetry}: Props): React.JSX.Element {
  useEffect(() => {
    if (!onRetry) {
      return undefined;
    }
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);

  return (
    <div className={styles.error} role="alert">
      <strong>
        <Translate id="site.demo.loadFailed">This demo could not be loaded</Translate>
      </strong>
      <p className={styles.errorBody}>
        <Translate id="site.demo.loadFailedBody">
          Part of the demo failed to download. Check your connection and retry.
        </Translate>
      </p>
      {onRetry && (
        <button type="button" className="button button--sm button--primary" onClick={onRetry}>
          <Translate id="site.demo.retry">Retry</Translate>
        </button>
      )}
      <details className={styles.errorDetails}>
        <summary>
          <Translate id="site.demo.loadFailedDetails">Technical details</Translate>
        </summary>
        <code>{describeError(error)}</code>
      </details>
    </div>
  );
}
