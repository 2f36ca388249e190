import React from 'react';
import Line from '@theme-original/CodeBlock/Line';

/**
 * A code block re-renders after it mounts (the Wrap button appears once the
 * block measures as scrollable, on phones nearly always) and on every copy.
 * Its lines and tokens are memoised by prism-react-renderer, so a line whose
 * props are unchanged can skip rendering its token spans: on the guide that
 * was a ~150 ms synchronous update on a throttled phone. A color-mode change
 * gives new token props and re-renders every line as before.
 */
export default React.memo(Line);
