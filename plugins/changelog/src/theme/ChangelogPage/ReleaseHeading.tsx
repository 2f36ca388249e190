import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';

interface Props {
  id: string;
  /** Plain-text name of the heading, for the link's accessible name. */
  label: string;
  className?: string;
  children: React.ReactNode;
}

/**
 * An h3 with the same anchor link as `@theme/Heading`. Heading names its link
 * after its children only when they are a string; a release heading also
 * holds a badge and a date, so this one takes the name explicitly.
 */
export default function ReleaseHeading({id, label, className, children}: Props): React.JSX.Element {
  const brokenLinks = useBrokenLinks();
  const anchorTargetClassName = useAnchorTargetClassName(id);
  brokenLinks.collectAnchor(id);
  const linkTitle = translate(
    {
      id: 'theme.common.headingLinkTitle',
      message: 'Direct link to {heading}',
      description: 'Title for link to heading',
    },
    {heading: label},
  );
  return (
    <h3 id={id} className={clsx('anchor', anchorTargetClassName, className)}>
      {children}
      <Link className="hash-link" to={`#${id}`} aria-label={linkTitle} title={linkTitle} translate="no">
        &#8203;
      </Link>
    </h3>
  );
}
