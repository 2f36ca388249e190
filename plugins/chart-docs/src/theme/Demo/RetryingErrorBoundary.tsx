import React, {useCallback, useState} from 'react';
import DemoErrorBoundary from './DemoErrorBoundary';

interface Props {
  /**
   * Renders the guarded part; called again on every retry, so lazy components
   * taken from a lazyComponentCache in it are fresh after a failed download.
   */
  children: () => React.ReactNode;
  /** Changing it clears a shown error (e.g. new code to try). */
  resetKey?: unknown;
}

/**
 * A DemoErrorBoundary whose download failures offer `Retry` and retry when
 * the browser comes back online: a retry remounts the boundary around a
 * fresh render of the children.
 */
export default function RetryingErrorBoundary({children, resetKey}: Props): React.JSX.Element {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  return (
    <DemoErrorBoundary key={attempt} onRetry={retry} resetKey={resetKey}>
      {children()}
    </DemoErrorBoundary>
  );
}
