import React from 'react';
import Link from '@docusaurus/Link';
import type {DescriptionPart, PropRow} from '../../props/types';

function Parts({parts}: {parts: readonly DescriptionPart[]}): React.JSX.Element {
  return (
    <>
      {parts.map((part, index) => {
        // Parts never reorder: the index is a stable key.
        const key = index;
        if (typeof part === 'string') return <React.Fragment key={key}>{part}</React.Fragment>;
        if ('code' in part) return <code key={key}>{part.code}</code>;
        if ('link' in part) {
          return (
            <Link key={key} to={part.link}>
              {part.text}
            </Link>
          );
        }
        if ('em' in part) {
          return (
            <em key={key}>
              <Parts parts={part.em} />
            </em>
          );
        }
        return (
          <strong key={key}>
            <Parts parts={part.strong} />
          </strong>
        );
      })}
    </>
  );
}

/** A row's description: its inline Markdown (parsed at build time) rendered as elements, never as HTML. */
export default function Description({
  row,
}: {
  row: Pick<PropRow, 'description' | 'descriptionParts'>;
}): React.JSX.Element {
  return row.descriptionParts ? <Parts parts={row.descriptionParts} /> : <>{row.description}</>;
}
