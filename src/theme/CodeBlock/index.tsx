import React, {Suspense, lazy} from 'react';
import type {Props} from '@theme/CodeBlock';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * theme-live-codeblock imported its playground (react-live and sucrase, 45 KB
 * gzip) on every page with a code block; it is fetched only for a `live` block.
 */
const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

type HighlightedCodeBlockType = typeof import('./HighlightedCodeBlock').default;
let highlighted: HighlightedCodeBlockType | undefined;

/**
 * The block ships in this module's chunk but is evaluated only when a page
 * renders its first code block (Prism itself waits for the first block that is
 * highlighted rather than hydrated, see CodeBlock/Content).
 * It is required synchronously, not behind React.lazy: a lazy block still
 * loading at hydration would be discarded by React at the first context update
 * (error 421) and rendered again.
 */
function getHighlightedCodeBlock(): HighlightedCodeBlockType {
  highlighted ??= (require('./HighlightedCodeBlock') as typeof import('./HighlightedCodeBlock')).default;
  return highlighted;
}

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
  const HighlightedCodeBlock = getHighlightedCodeBlock();
  const highlightedBlock = <HighlightedCodeBlock {...props} />;
  // `data-live-codeblock` in the prerendered HTML is what gives the page the live editor's
  // script policy ('unsafe-eval', scripts/postbuild/liveEditorPages.mjs), as a demo block does.
  return (
    <div data-live-codeblock="">
      {isBrowser ? (
        <Suspense fallback={highlightedBlock}>
          <LiveCodeBlock {...props} />
        </Suspense>
      ) : (
        highlightedBlock
      )}
    </div>
  );
}

export default function CodeBlock(props: Props): React.JSX.Element {
  if (isLiveCodeBlock(props)) {
    return <LiveBlock {...props} />;
  }
  const HighlightedCodeBlock = getHighlightedCodeBlock();
  return <HighlightedCodeBlock {...props} />;
}
