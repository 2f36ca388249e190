import React from 'react';
import {useLocation} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import {markdownPathOf} from '@site/plugins/llms/src/markdownPath';
import styles from './styles.module.css';

/**
 * Said only when JavaScript does not run (`<noscript>`, so it costs a page with
 * JavaScript nothing but its bytes): what the part beside it needs JavaScript
 * for, and the page's Markdown twin, which holds the same content as text
 * (the props table, every demo's code). The table itself is not written into
 * the HTML: docs-dev/decisions/2026-11-29-no-javascript-chart-pages.md.
 */
export default function NoScriptNote({children}: {children: React.ReactNode}): React.JSX.Element {
  const markdownPath = markdownPathOf(useLocation().pathname);
  return (
    <noscript>
      <p className={styles.note}>
        {children}{' '}
        <Translate
          id="site.noScript.markdownTwin"
          values={{
            link: <a href={markdownPath}>{markdownPath}</a>,
          }}
        >
          {'Read it without JavaScript in the Markdown version of this page: {link}.'}
        </Translate>
      </p>
    </noscript>
  );
}
