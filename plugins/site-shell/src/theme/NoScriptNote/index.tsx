import React from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {NO_SCRIPT_NOTE_CLASS} from '../../constants';
import styles from './styles.module.css';

/**
 * Shown only when JavaScript does not run: what the part beside it needs
 * JavaScript for, and the page's Markdown twin (`markdownPath`, from
 * `markdownPathOf`), which holds the same content as text (the props table,
 * the demos' code). Like the site's "Enable JavaScript" notice it is a normal
 * element, hidden, that the notice's `<noscript>` style reveals (site-shell
 * plugin), so browsers without JavaScript and tools that skip `<noscript>` text
 * both see it; with JavaScript it stays hidden (`display: none`, out of the
 * accessibility tree). Why the table itself is not written into the HTML:
 * docs-dev/decisions/2026-11-29-no-javascript-chart-pages.md.
 */
export default function NoScriptNote({
  children,
  markdownPath,
  inline = false,
}: {
  children: React.ReactNode;
  markdownPath: string | null;
  /** A short note beside a button (`Copy page`) rather than a paragraph. */
  inline?: boolean;
}): React.JSX.Element {
  const Tag = inline ? 'span' : 'p';
  return (
    <Tag className={clsx(NO_SCRIPT_NOTE_CLASS, !inline && styles.note)} style={{display: 'none'}}>
      {children}
      {markdownPath && (
        <>
          {' '}
          <Translate id="site.noScript.markdownTwin" values={{link: <a href={markdownPath}>{markdownPath}</a>}}>
            {'Read it without JavaScript in the Markdown version of this page: {link}.'}
          </Translate>
        </>
      )}
    </Tag>
  );
}
