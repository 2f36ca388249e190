import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** What an action says once it has run: a confirmation, or why it failed. */
export interface StatusMessage {
  text: string;
  tone: 'success' | 'error';
}

/** How a task that either works or does not went: its confirmation, or why not. */
export function outcomeMessage(worked: boolean, confirmation: string, failure: string): StatusMessage {
  return worked ? {text: confirmation, tone: 'success'} : {text: failure, tone: 'error'};
}

/**
 * The polite live region beside a row of actions (the demo toolbar, `Copy
 * page`). It stays in the page while empty, so a screen reader that has met it
 * already announces the next message; it takes the room the actions leave.
 */
export default function StatusLine({message}: {message: StatusMessage | null}): React.JSX.Element {
  return (
    <span className={clsx(styles.status, message?.tone === 'error' && styles.error)} role="status" aria-live="polite">
      {message?.text}
    </span>
  );
}
