import {useEffect, useState} from 'react';
import type {StatusMessage} from '@theme/StatusLine';

/** The status line's message, cleared `holdMs` after it was said (a newer message starts the hold again). */
export function useStatusMessage(holdMs: number): [StatusMessage | null, (message: StatusMessage) => void] {
  const [message, setMessage] = useState<StatusMessage | null>(null);
  useEffect(() => {
    if (!message) {
      return undefined;
    }
    const timer = window.setTimeout(() => setMessage(null), holdMs);
    return () => window.clearTimeout(timer);
  }, [message, holdMs]);
  return [message, setMessage];
}
