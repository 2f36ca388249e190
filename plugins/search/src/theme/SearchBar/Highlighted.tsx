import React, {type ReactNode} from 'react';
import type {HighlightText} from '../../client/types';

/** Segments to React text, matched words in `<mark>`: typed text never becomes markup. */
export default function Highlighted({texts}: {texts: HighlightText[]}): ReactNode {
  return texts.map((segment, index) =>
    segment.highlighted ? (
      <mark key={index}>{segment.text}</mark>
    ) : (
      <React.Fragment key={index}>{segment.text}</React.Fragment>
    ),
  );
}

export function plainText(texts: HighlightText[]): string {
  return texts.map((segment) => segment.text).join('');
}
