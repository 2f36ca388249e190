import React from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';

/**
 * A plain token is text in its line's own color, so it needs no element of
 * its own: it is written as bare text, which keeps code blocks (the bulk of a
 * docs page's elements) lighter to parse and lay out. Other tokens are
 * Docusaurus' span. `Line/tokenRuns` makes the plain runs.
 */
export default function CodeBlockLineToken({line: _line, token, ...props}: Props): React.ReactNode {
  if (!token.empty && token.types.length === 1 && token.types[0] === 'plain') {
    return props.children;
  }
  return <span {...props} />;
}
