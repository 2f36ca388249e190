import React, {useContext, useMemo} from 'react';
import {LiveContext, LivePreview, LiveProvider} from 'react-live';
import {isIgnorableRenderError} from '../isIgnorableRenderError';
import DemoErrorMessage from '../DemoErrorMessage';
import {createLiveScope} from './liveScope';
import {prepareLiveCode} from './prepareLiveCode';
import {useLateErrors} from './useLateErrors';
import {installDynamicCodeGuard} from './dynamicCode';
import {beforeEditedCodeRuns} from './builtInsSnapshot';

// This module loads only once a visitor edits a demo: from then on, code made at run time is guarded too.
installDynamicCodeGuard();

function LiveErrorMessage(): React.JSX.Element | null {
  const {error} = useContext(LiveContext);
  if (!error || isIgnorableRenderError(error)) {
    return null;
  }
  return <DemoErrorMessage error={error} />;
}

/** Renders edited demo code; loaded only once a visitor edits a demo. */
function LiveDemoPreview({code, className}: {code: string; className?: string}): React.JSX.Element {
  const late = useLateErrors(code);
  const {callbacks, onLoopStopped} = late;
  // A new scope per code: fresh `exports`, loop guard and timers for each evaluation. What earlier
  // edited code changed in the built-ins (`Array.prototype.x = ...`) is undone before this code runs.
  const scope = useMemo(() => {
    if (!code) return {};
    beforeEditedCodeRuns();
    return createLiveScope({callbacks, onLoopStopped});
  }, [code, callbacks, onLoopStopped]);
  // An error thrown later (a timer, an event handler) shows as a render error does, in place of the demo.
  if (late.error && !isIgnorableRenderError(late.error)) {
    return <DemoErrorMessage error={late.error} />;
  }
  // prepareLiveCode compiles the TypeScript itself (before guarding the loops); react-live's own pass
  // then meets plain JavaScript.
  return (
    <LiveProvider
      code={code}
      scope={scope}
      noInline
      enableTypeScript={false}
      language="tsx"
      transformCode={prepareLiveCode}
    >
      <LivePreview className={className} />
      <LiveErrorMessage />
    </LiveProvider>
  );
}

/** Memoised: keystrokes re-render the demo block, but the chart changes only when the debounced code does. */
export default React.memo(LiveDemoPreview);
