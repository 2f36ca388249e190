import React, {type ReactNode} from 'react';
import type {IndexLoadProgress} from '../../client/searchClient';
import {MESSAGES, formatProgress} from './messages';
import type {SearchStatus as Status} from './useSearchClient';
import styles from './styles.module.css';

interface Props {
  status: Status;
  progress: IndexLoadProgress | null;
  /** Number of results in the current answer. */
  count: number;
  /** With results on screen, the count is for screen readers only. */
  visuallyHidden: boolean;
}

/** The live region above the results: loading and download progress, failure, no hits, or the count. */
export default function SearchStatus({status, progress, count, visuallyHidden}: Props): React.JSX.Element {
  let message: ReactNode = null;
  if (status === 'loading') {
    message = (
      <>
        <span className={styles.loading}>{MESSAGES.loading()}</span>
        {progress && progress.loadedBytes > 0 && <span className={styles.progress}>{formatProgress(progress)}</span>}
      </>
    );
  } else if (status === 'error') {
    message = <span className={styles.error}>{MESSAGES.unavailable()}</span>;
  } else if (status === 'done' && count === 0) {
    message = <span className={styles.empty}>{MESSAGES.empty()}</span>;
  } else if (status === 'done') {
    message = MESSAGES.count(count);
  }
  return (
    <div role="status" className={visuallyHidden ? styles.visuallyHidden : styles.status}>
      {message}
    </div>
  );
}
