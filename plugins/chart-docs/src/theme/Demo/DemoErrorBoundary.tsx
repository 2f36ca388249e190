import React from 'react';
import {isChunkLoadError} from '@site/plugins/site-shell/src/client';
import {isIgnorableRenderError} from './isIgnorableRenderError';
import DemoErrorMessage from './DemoErrorMessage';
import DemoLoadFailed from './DemoLoadFailed';

interface Props {
  children: React.ReactNode;
  /** Changing it clears a shown error (e.g. new code to try). */
  resetKey?: unknown;
  /** Loads the demo again after a failed download (the owner remounts the boundary). */
  onRetry?: () => void;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/**
 * Keeps a failing demo inside its own box: the message shows there and the
 * page keeps working. A download failure is told apart from an error in the
 * demo's code.
 */
export default class DemoErrorBoundary extends React.Component<Props, State> {
  override state: State = {error: null, resetKey: this.props.resetKey};

  static getDerivedStateFromError(error: Error): Partial<State> {
    return {error};
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? {error: null, resetKey: props.resetKey} : null;
  }

  override render(): React.ReactNode {
    const {error} = this.state;
    if (error && isChunkLoadError(error)) {
      return <DemoLoadFailed error={error} onRetry={this.props.onRetry} />;
    }
    if (error && !isIgnorableRenderError(error)) {
      return <DemoErrorMessage error={error} />;
    }
    return this.props.children;
  }
}
