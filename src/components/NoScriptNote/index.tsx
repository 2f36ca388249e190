import React from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * Said only when JavaScript does not run (`<noscript>`, so a page with
 * JavaScript pays its bytes and nothing else): what the part beside it needs
 * JavaScript for, and the page's Markdown twin (`markdownPath`, from
 * `markdownPathOf`), which holds the same content as text (the props table,
 * the demos' code). Why the table itself is not written into the HTML:
 * docs-dev/decisions/2026-11-29-no-javascript-chart-pages.md.
 */
export default function NoScriptNote({
  children,
  markdownPath,
}: {
  children: React.ReactNode;
  markdownPath: string | null;
}): React.JSX.Element {
  return (
    <noscript>
      <p className={styles.note}>
        {children}
        {markdownPath && (
          <>
            {' '}
            <Translate id="site.noScript.markdownTwin" values={{link: <a href={markdownPath}>{markdownPath}</a>}}>
              {'Read it without JavaScript in the Markdown version of this page: {link}.'}
            </Translate>
          </>
        )}
      </p>
    </noscript>
  );
}
