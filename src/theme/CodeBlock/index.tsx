import React, {Suspense, lazy} from 'react';
import type {Props} from '@theme/CodeBlock';
import useIsBrowser from '@docusaurus/useIsBrowser';
import HighlightedCodeBlock from './HighlightedCodeBlock';

/**
 * theme-live-codeblock imported its playground (react-live and sucrase, 45 KB
 * gzip) on every page with a code block; it is fetched only for a `live` block.
 * The highlighter stays a static import: behind React.lazy, its prerendered
 * blocks would still be dehydrated when the first context update arrives after
 * hydration, and React then throws them away and renders them again (error 421).
 */
const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

function isLiveCodeBlock(props: Props): props is Props & {children?: string} {
  return (
    Boolean((props as {live?: boolean}).live) && (props.children === undefined || typeof props.children === 'string')
  );
}

/**
 * Rendered as a live editor after hydration only: a lazy component still
 * loading during hydration would leave its prerendered HTML dehydrated, and
 * the first context update would make React discard it (error 421).
 */
function LiveBlock(props: Props & {children?: string}): React.JSX.Element {
  const isBrowser = useIsBrowser();
  const highlighted = <HighlightedCodeBlock {...props} />;
  return isBrowser ? (
    <Suspense fallback={highlighted}>
      <LiveCodeBlock {...props} />
    </Suspense>
  ) : (
    highlighted
  );
}

export default function CodeBlock(props: Props): React.JSX.Element {
  return isLiveCodeBlock(props) ? <LiveBlock {...props} /> : <HighlightedCodeBlock {...props} />;
}
