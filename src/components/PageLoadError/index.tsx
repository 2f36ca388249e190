import React from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';
import {describeError} from '@site/plugins/site-shell/src/client';

interface Props {
  error: unknown;
  /** Defaults to a full reload, which fetches the chunks afresh. */
  onReload?: () => void;
}

function reloadPage(): void {
  window.location.reload();
}

/** Shown where a page's code or styles could not be fetched (offline, new deployment, blocked request). */
export default function PageLoadError({error, onReload = reloadPage}: Props): React.JSX.Element {
  return (
    <div className={styles.box} role="alert">
      <h1 className={styles.title}>
        <Translate id="site.pageLoadError.title">This page could not be loaded</Translate>
      </h1>
      <p>
        <Translate id="site.pageLoadError.body">
          Part of this page failed to download. Check your connection and reload; the rest of the site keeps working.
        </Translate>
      </p>
      <button type="button" className="button button--primary" onClick={onReload}>
        <Translate id="site.pageLoadError.reload">Reload</Translate>
      </button>
      <details className={styles.details}>
        <summary>
          <Translate id="site.pageLoadError.details">Technical details</Translate>
        </summary>
        <code>{describeError(error)}</code>
      </details>
    </div>
  );
}
