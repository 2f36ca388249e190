import React from 'react';
import type {Props} from '@theme/CodeBlock/Line';
import type {Token, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';
import Line from '@theme-original/CodeBlock/Line';
import {tokenRuns} from './tokenRuns';

/** Docusaurus' line, given its tokens as runs drawn alike (see `tokenRuns`). */
function LineOfRuns(props: Props): React.ReactNode {
  const {line, getLineProps, getTokenProps} = props;
  const runs = tokenRuns(line, getTokenProps, getLineProps({line}).style);
  const runProps = new Map<Token, TokenOutputProps>(runs.map((run) => [run.token, run.props]));
  // Docusaurus' line may hand back a token it copied (an empty line's); that one gets Prism's own props.
  const getRunProps = (input: TokenInputProps): TokenOutputProps => runProps.get(input.token) ?? getTokenProps(input);
  return <Line {...props} line={runs.map((run) => run.token)} getTokenProps={getRunProps} />;
}

/**
 * A code block re-renders after it mounts (the Wrap button appears once the
 * block measures as scrollable, on phones nearly always) and on every copy.
 * Its lines and tokens are memoised by prism-react-renderer, so a line whose
 * props are unchanged can skip rendering its token spans: on the guide that
 * was a ~150 ms synchronous update on a throttled phone. A color-mode change
 * gives new token props and re-renders every line as before.
 */
export default React.memo(LineOfRuns);
