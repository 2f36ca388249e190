import React from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';

/**
 * A plain token is text in its line's own color: it is written as bare text,
 * not as a span of its own. Other tokens are Docusaurus' span.
 */
export default function CodeBlockLineToken({line: _line, token, ...props}: Props): React.ReactNode {
  if (!token.empty && token.types.length === 1 && token.types[0] === 'plain') {
    return props.children;
  }
  return <span {...props} />;
}
