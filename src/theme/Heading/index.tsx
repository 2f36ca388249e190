import React from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {Props} from '@theme/Heading';
import '@docusaurus/theme-classic/lib/theme/Heading/styles.module.css';

/**
 * Docusaurus' heading with one change: the `#` permalink is hidden from
 * assistive technology and the Tab order, so a heading's accessible name is
 * exactly its text ("Install", not "InstallDirect link to Install"). Pointer
 * users keep the permalink; keyboard and screen-reader users reach every
 * section through the table of contents and heading navigation.
 */
export default function Heading({as: As, id, ...props}: Props): React.JSX.Element {
  const brokenLinks = useBrokenLinks();
  const anchorTargetClassName = useAnchorTargetClassName(id);
  if (As === 'h1' || !id) {
    return <As {...props} id={undefined} />;
  }
  brokenLinks.collectAnchor(id);
  const anchorTitle = translate(
    {
      id: 'theme.common.headingLinkTitle',
      message: 'Direct link to {heading}',
      description: 'Title for link to heading',
    },
    {heading: typeof props.children === 'string' ? props.children : id},
  );
  return (
    <As {...props} className={clsx('anchor', anchorTargetClassName, props.className)} id={id}>
      {props.children}
      <Link className="hash-link" to={`#${id}`} title={anchorTitle} aria-hidden="true" tabIndex={-1} translate="no">
        &#8203;
      </Link>
    </As>
  );
}
