import React from 'react';
import {descriptionSegments} from '../../demoDescription';

/** A demo's description with the option names it writes between backticks shown as code. */
export default function DemoDescription({text, className}: {text: string; className?: string}): React.JSX.Element {
  return (
    <p className={className}>
      {descriptionSegments(text).map((segment, index) =>
        // The runs never reorder, so their position is their identity.
        segment.code ? (
          <code key={index}>{segment.text}</code>
        ) : (
          <React.Fragment key={index}>{segment.text}</React.Fragment>
        ),
      )}
    </p>
  );
}
